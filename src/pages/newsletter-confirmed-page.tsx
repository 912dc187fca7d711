import { newsletterPaths } from '@/config/paths';
import { newsletterConfirmedPage } from '@/content/pages/newsletter';
import { ContentPage } from './content-page';

/** Where the newsletter's confirmation link leads once the address is confirmed (noindex). */
export function NewsletterConfirmedPage() {
  return <ContentPage content={newsletterConfirmedPage} path={newsletterPaths.confirmed} />;
}
