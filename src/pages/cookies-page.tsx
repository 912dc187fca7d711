import { paths } from '@/config/paths';
import { cookiesPage } from '@/content/pages/cookies';
import { ContentPage } from './content-page';

export function CookiesPage() {
  return <ContentPage content={cookiesPage} path={paths.cookies} />;
}
