import { paths } from '@/config/paths';
import { nonBankLoansPage as page } from '@/content/pages/non-bank-loans';
import { ChecklistSection } from '@/sections/checklist-section';
import { ComparisonSection } from '@/sections/comparison-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function NonBankLoansPage() {
  return (
    <>
      <ContentPage content={page} path={paths.nonBankLoans} />
      <LoanTermsPanel {...page.terms} />
      <ChecklistSection {...page.whenItMakesSense} />
      <FeaturesSection {...page.risks} />
      <FeaturesSection {...page.howWeCompare} />
      <ComparisonSection {...page.comparison} />
      <StepsSection {...page.process} />
      <FaqSection {...page.faq} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.nonBankLoans} />
    </>
  );
}
