import { paths } from '@/config/paths';
import { applicationPage } from '@/content/pages/application';
import { ContentPage } from './content-page';

export function ApplicationPage() {
  return <ContentPage content={applicationPage} path={paths.application} />;
}
