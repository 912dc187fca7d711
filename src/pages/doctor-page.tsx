import { paths } from '@/config/paths';
import { doctorPage as page } from '@/content/pages/doctor';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function DoctorPage() {
  return (
    <>
      <ContentPage content={page} path={paths.doctor} />
      <LoanTermsPanel {...page.terms} />
      <FeaturesSection {...page.betterTerms} />
      <StepsSection {...page.process} />
      <ClientSituationsSection {...page.situations} />
      {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
      <FaqSection {...page.faq} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.doctor} />
    </>
  );
}
