import { paths } from '@/config/paths';
import { paydayConsolidationPage as page } from '@/content/pages/payday-consolidation';
import { ChecklistSection } from '@/sections/checklist-section';
import { FeaturesSection } from '@/sections/features-section';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function PaydayConsolidationPage() {
  return (
    <>
      <ContentPage content={page} path={paths.paydayConsolidation} />
      <ProseSection {...page.spiral} />
      <ChecklistSection {...page.audience} />
      <StepsSection {...page.process} />
      <FeaturesSection {...page.benefits} />
      <FaqSection {...page.faq} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.paydayConsolidation} />
    </>
  );
}
