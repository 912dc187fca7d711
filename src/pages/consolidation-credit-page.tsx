import { paths } from '@/config/paths';
import { consolidationCreditPage as page } from '@/content/pages/consolidation-credit';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function ConsolidationCreditPage() {
  return (
    <>
      <ContentPage content={page} path={paths.consolidationCredit} />
      <StatsSection {...page.keyFigures} />
      <ProseSection {...page.meaning} />
      <FeaturesSection {...page.benefits} />
      <StepsSection {...page.howTo} />
      <ProseSection {...page.lowerInstalment} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <FaqSection {...page.faq} />
      <OfferCallToAction {...page.cta} path={paths.consolidationCredit} />
    </>
  );
}
