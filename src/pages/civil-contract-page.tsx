import { paths } from '@/config/paths';
import { civilContractPage } from '@/content/pages/civil-contract';
import { ContentPage } from './content-page';

export function CivilContractPage() {
  return <ContentPage content={civilContractPage} path={paths.civilContract} />;
}
