import { paths } from '@/config/paths';
import { nursePage } from '@/content/pages/nurse';
import { ContentPage } from './content-page';

export function NursePage() {
  return <ContentPage content={nursePage} path={paths.nurse} />;
}
