import { paths } from '@/config/paths';
import { consolidationLoanPage as page } from '@/content/pages/consolidation-loan';
import { ChecklistSection } from '@/sections/checklist-section';
import { ComparisonSection } from '@/sections/comparison-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { FaqSection, QuickLeadForm } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function ConsolidationLoanPage() {
  return (
    <>
      <ContentPage content={page} path={paths.consolidationLoan}>
        <div className="mt-10 max-w-3xl">
          <QuickLeadForm />
        </div>
      </ContentPage>
      <ProseSection {...page.approach} />
      <FeaturesSection {...page.benefits} />
      <ChecklistSection {...page.situations} />
      <StepsSection {...page.process} />
      <FeaturesSection {...page.advantages} />
      <ComparisonSection {...page.comparison} />
      <StatsSection {...page.stats} />
      <FaqSection {...page.faq} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.consolidationLoan} />
    </>
  );
}
