import { newsletterPaths } from '@/config/paths';
import { newsletterLinkInvalidPage } from '@/content/pages/newsletter';
import { ContentPage } from './content-page';

/** Where a bad or expired confirmation link leads: a way to sign up again (noindex). */
export function NewsletterLinkInvalidPage() {
  return <ContentPage content={newsletterLinkInvalidPage} path={newsletterPaths.linkInvalid} />;
}
