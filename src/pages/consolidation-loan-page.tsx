import { paths } from '@/config/paths';
import { consolidationLoanPage } from '@/content/pages/consolidation-loan';
import { ContentPage } from './content-page';

export function ConsolidationLoanPage() {
  return <ContentPage content={consolidationLoanPage} path={paths.consolidationLoan} />;
}
