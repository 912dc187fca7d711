import { paths } from '@/config/paths';
import { nonBankRepaymentPage } from '@/content/pages/non-bank-repayment';
import { ContentPage } from './content-page';

export function NonBankRepaymentPage() {
  return <ContentPage content={nonBankRepaymentPage} path={paths.nonBankRepayment} />;
}
