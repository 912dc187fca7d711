import { paths } from '@/config/paths';
import { noCreditCapacityPage as page } from '@/content/pages/no-credit-capacity';
import { ChecklistSection } from '@/sections/checklist-section';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { FeaturesSection } from '@/sections/features-section';
import { LazySection } from '@/hydration/lazy-section';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function NoCreditCapacityPage() {
  return (
    <>
      <ContentPage content={page} path={paths.noCreditCapacity} />
      <StatsSection {...page.stats} />
      <ProseSection {...page.explanation} />
      <FeaturesSection {...page.whyBanksDiffer} />
      <StepsSection {...page.howToGet} />
      <ChecklistSection {...page.whenToContact} />
      <ProseSection {...page.summary} />
      <FaqSection {...page.faq} />
      <ProseSection {...page.reminder} />
      <RepresentativeExample {...page.representativeExample} />
      <LazySection>
        <ClientSituationsSection {...page.situations} />
        {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
        <OfferCallToAction {...page.cta} path={paths.noCreditCapacity} />
      </LazySection>
    </>
  );
}
