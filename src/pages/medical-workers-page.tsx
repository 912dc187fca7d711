import { paths } from '@/config/paths';
import { medicalWorkersPage } from '@/content/pages/medical-workers';
import { ContentPage } from './content-page';

export function MedicalWorkersPage() {
  return <ContentPage content={medicalWorkersPage} path={paths.medicalWorkers} />;
}
