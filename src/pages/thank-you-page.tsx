import { paths } from '@/config/paths';
import { thankYouPage } from '@/content/pages/thank-you';
import { ContentPage } from './content-page';

export function ThankYouPage() {
  return <ContentPage content={thankYouPage} path={paths.thankYou} />;
}
