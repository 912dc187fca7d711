import { paths } from '@/config/paths';
import { uniformedServicesPage as page } from '@/content/pages/uniformed-services';
import { representativeExample } from '@/content/representative-example';
import { CallToAction } from '@/sections/call-to-action';
import { ChecklistSection } from '@/sections/checklist-section';
import { FaqSection } from '@/sections/faq-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';

export function UniformedServicesPage() {
  return (
    <>
      <ContentPage content={page} path={paths.uniformedServices} />
      <ChecklistSection {...page.eligibility} />
      <FeaturesSection {...page.benefits} />
      <StepsSection {...page.process} />
      <FeaturesSection {...page.professions} />
      <TestimonialsSection {...page.testimonials} />
      <FaqSection {...page.faq} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...representativeExample} />
      <CallToAction {...page.cta} />
    </>
  );
}
