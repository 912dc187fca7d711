import { paths } from '@/config/paths';
import { policePage } from '@/content/pages/police';
import { ContentPage } from './content-page';

export function PolicePage() {
  return <ContentPage content={policePage} path={paths.police} />;
}
