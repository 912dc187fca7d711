import { paths } from '@/config/paths';
import { contactPage } from '@/content/pages/contact';
import { ContentPage } from './content-page';

export function ContactPage() {
  return <ContentPage content={contactPage} path={paths.contact} />;
}
