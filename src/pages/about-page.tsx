import { paths } from '@/config/paths';
import { aboutPage } from '@/content/pages/about';
import { ContentPage } from './content-page';

export function AboutPage() {
  return <ContentPage content={aboutPage} path={paths.about} />;
}
