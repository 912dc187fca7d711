import { paths } from '@/config/paths';
import { uniformedServicesPage as page } from '@/content/pages/uniformed-services';
import { ChecklistSection } from '@/sections/checklist-section';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function UniformedServicesPage() {
  return (
    <>
      <ContentPage content={page} path={paths.uniformedServices} />
      <ChecklistSection {...page.eligibility} />
      <FeaturesSection {...page.benefits} />
      <StepsSection {...page.process} />
      <FeaturesSection {...page.professions} />
      <ClientSituationsSection {...page.situations} />
      {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
      <FaqSection {...page.faq} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.uniformedServices} />
    </>
  );
}
