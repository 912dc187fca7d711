import { paths } from '@/config/paths';
import { soldierPage } from '@/content/pages/soldier';
import { ContentPage } from './content-page';

export function SoldierPage() {
  return <ContentPage content={soldierPage} path={paths.soldier} />;
}
