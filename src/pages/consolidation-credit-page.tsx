import { paths } from '@/config/paths';
import { consolidationCreditPage } from '@/content/pages/consolidation-credit';
import { ContentPage } from './content-page';

export function ConsolidationCreditPage() {
  return <ContentPage content={consolidationCreditPage} path={paths.consolidationCredit} />;
}
