import { paths } from '@/config/paths';
import { teacherPage } from '@/content/pages/teacher';
import { ContentPage } from './content-page';

export function TeacherPage() {
  return <ContentPage content={teacherPage} path={paths.teacher} />;
}
