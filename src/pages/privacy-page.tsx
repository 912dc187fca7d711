import { paths } from '@/config/paths';
import { privacyPage } from '@/content/pages/privacy';
import { LegalDocumentSection } from '@/sections/legal-document';
import { ContentPage } from './content-page';

export function PrivacyPage() {
  return (
    <>
      <ContentPage content={privacyPage} path={paths.privacy} />
      <LegalDocumentSection document={privacyPage.document} />
    </>
  );
}
