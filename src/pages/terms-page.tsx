import { paths } from '@/config/paths';
import { termsPage } from '@/content/pages/terms';
import { LegalDocumentSection } from '@/sections/legal-document';
import { ContentPage } from './content-page';

export function TermsPage() {
  return (
    <>
      <ContentPage content={termsPage} path={paths.terms} />
      <LegalDocumentSection document={termsPage.document} />
    </>
  );
}
