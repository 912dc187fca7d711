import { paths } from '@/config/paths';
import { privacyPage } from '@/content/pages/privacy';
import { ContentPage } from './content-page';

export function PrivacyPage() {
  return <ContentPage content={privacyPage} path={paths.privacy} />;
}
