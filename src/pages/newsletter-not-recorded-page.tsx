import { newsletterPaths } from '@/config/paths';
import { newsletterNotRecordedPage } from '@/content/pages/newsletter';
import { ContentPage } from './content-page';

/** Where a good confirmation link leads when the store did not answer: try again later (noindex). */
export function NewsletterNotRecordedPage() {
  return <ContentPage content={newsletterNotRecordedPage} path={newsletterPaths.notRecorded} />;
}
