import { paths } from '@/config/paths';
import { nonBankLoansPage } from '@/content/pages/non-bank-loans';
import { ContentPage } from './content-page';

export function NonBankLoansPage() {
  return <ContentPage content={nonBankLoansPage} path={paths.nonBankLoans} />;
}
