import { paths } from '@/config/paths';
import { loansPage } from '@/content/pages/loans';
import { ContentPage } from './content-page';

export function LoansPage() {
  return <ContentPage content={loansPage} path={paths.loans} />;
}
