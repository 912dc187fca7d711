import { paths } from '@/config/paths';
import { creditsPage } from '@/content/pages/credits';
import { ContentPage } from './content-page';

export function CreditsPage() {
  return <ContentPage content={creditsPage} path={paths.credits} />;
}
