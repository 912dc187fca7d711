import { paths } from '@/config/paths';
import { educationWorkersPage } from '@/content/pages/education-workers';
import { ContentPage } from './content-page';

export function EducationWorkersPage() {
  return <ContentPage content={educationWorkersPage} path={paths.educationWorkers} />;
}
