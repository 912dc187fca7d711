import { paths } from '@/config/paths';
import { doctorPage } from '@/content/pages/doctor';
import { ContentPage } from './content-page';

export function DoctorPage() {
  return <ContentPage content={doctorPage} path={paths.doctor} />;
}
