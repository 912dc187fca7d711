import { paths } from '@/config/paths';
import { noCreditCapacityPage } from '@/content/pages/no-credit-capacity';
import { ContentPage } from './content-page';

export function NoCreditCapacityPage() {
  return <ContentPage content={noCreditCapacityPage} path={paths.noCreditCapacity} />;
}
