import { paths } from '@/config/paths';
import { militaryPage } from '@/content/pages/military';
import { ContentPage } from './content-page';

export function MilitaryPage() {
  return <ContentPage content={militaryPage} path={paths.military} />;
}
