import { paths } from '@/config/paths';
import { medicalWorkersPage as page } from '@/content/pages/medical-workers';
import { ChecklistSection } from '@/sections/checklist-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function MedicalWorkersPage() {
  return (
    <>
      <ContentPage content={page} path={paths.medicalWorkers} />
      <ChecklistSection {...page.professions} />
      <FeaturesSection {...page.benefits} />
      <StepsSection {...page.process} />
      <FaqSection {...page.faq} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.medicalWorkers} />
    </>
  );
}
