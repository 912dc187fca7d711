import { paths } from '@/config/paths';
import { applicationPage } from '@/content/pages/application';
import { applicationInfo } from '@/content/wizard';
import { WizardSection } from '@/features/leads/wizard/wizard-section';
import { ContentPage } from './content-page';
import { ApplicationForm } from '@/hydration/parts/lazily-hydrated';

export function ApplicationPage() {
  return (
    <>
      <ContentPage content={applicationPage} path={paths.application} />
      <WizardSection info={applicationInfo}>
        <ApplicationForm />
      </WizardSection>
    </>
  );
}
