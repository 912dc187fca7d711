import { paths } from '@/config/paths';
import { teamPage } from '@/content/pages/team';
import { ContentPage } from './content-page';

export function TeamPage() {
  return <ContentPage content={teamPage} path={paths.team} />;
}
