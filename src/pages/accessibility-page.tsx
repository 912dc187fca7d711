import { paths } from '@/config/paths';
import { accessibilityPage } from '@/content/pages/accessibility';
import { LegalDocumentSection } from '@/sections/legal-document';
import { ContentPage } from './content-page';

/** The accessibility statement: a legal document like the privacy policy and the terms. */
export function AccessibilityPage() {
  return (
    <>
      <ContentPage content={accessibilityPage} path={paths.accessibility} />
      <LegalDocumentSection document={accessibilityPage.document} />
    </>
  );
}
