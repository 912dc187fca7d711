import { paths } from '@/config/paths';
import { analysisPage } from '@/content/pages/analysis';
import { analysisInfo } from '@/content/wizard';
import { WizardSection } from '@/features/leads/wizard/wizard-section';
import { ContentPage } from './content-page';
import { AnalysisForm } from '@/hydration/parts/lazily-hydrated';

export function AnalysisPage() {
  return (
    <>
      <ContentPage content={analysisPage} path={paths.analysis} />
      <WizardSection info={analysisInfo}>
        <AnalysisForm />
      </WizardSection>
    </>
  );
}
