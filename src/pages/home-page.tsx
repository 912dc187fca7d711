import { paths } from '@/config/paths';
import { homePage } from '@/content/pages/home';
import { ContentPage } from './content-page';

export function HomePage() {
  return <ContentPage content={homePage} path={paths.home} />;
}
