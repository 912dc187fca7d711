import { paths } from '@/config/paths';
import { policePage as page } from '@/content/pages/police';
import { ChecklistSection } from '@/sections/checklist-section';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { FeaturesSection } from '@/sections/features-section';
import { LazySection } from '@/hydration/lazy-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function PolicePage() {
  return (
    <>
      <ContentPage content={page} path={paths.police} />
      <LazySection>
        <StatsSection {...page.stats} />
      </LazySection>
      <LazySection>
        <FeaturesSection {...page.benefits} />
      </LazySection>
      <LazySection>
        <ChecklistSection {...page.requirements} />
      </LazySection>
      <LazySection>
        <FeaturesSection {...page.trust} />
      </LazySection>
      <LazySection>
        <ClientSituationsSection {...page.situations} />
      </LazySection>
      {page.testimonials ? (
        <LazySection>
          <TestimonialsSection {...page.testimonials} />
        </LazySection>
      ) : null}
      <LazySection>
        <StepsSection {...page.process} />
      </LazySection>
      <FaqSection {...page.faq} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.police} />
    </>
  );
}
