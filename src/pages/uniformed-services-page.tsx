import { paths } from '@/config/paths';
import { uniformedServicesPage } from '@/content/pages/uniformed-services';
import { ContentPage } from './content-page';

export function UniformedServicesPage() {
  return <ContentPage content={uniformedServicesPage} path={paths.uniformedServices} />;
}
