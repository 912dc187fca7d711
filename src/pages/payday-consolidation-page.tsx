import { paths } from '@/config/paths';
import { paydayConsolidationPage } from '@/content/pages/payday-consolidation';
import { ContentPage } from './content-page';

export function PaydayConsolidationPage() {
  return <ContentPage content={paydayConsolidationPage} path={paths.paydayConsolidation} />;
}
