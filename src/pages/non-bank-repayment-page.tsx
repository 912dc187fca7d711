import { paths } from '@/config/paths';
import { nonBankRepaymentPage as page } from '@/content/pages/non-bank-repayment';
import { ChecklistSection } from '@/sections/checklist-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function NonBankRepaymentPage() {
  return (
    <>
      <ContentPage content={page} path={paths.nonBankRepayment} />
      <ProseSection {...page.problem} />
      <StepsSection {...page.howItWorks} />
      <FeaturesSection {...page.benefits} />
      <ChecklistSection {...page.whoFor} />
      <FaqSection {...page.faq} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.nonBankRepayment} />
    </>
  );
}
