import { paths } from '@/config/paths';
import { cookiesPage } from '@/content/pages/cookies';
import { LegalDocumentSection } from '@/sections/legal-document';
import { ContentPage } from './content-page';

export function CookiesPage() {
  return (
    <>
      <ContentPage content={cookiesPage} path={paths.cookies} />
      <LegalDocumentSection document={cookiesPage.document} />
    </>
  );
}
