import { paths } from '@/config/paths';
import { educationWorkersPage as page } from '@/content/pages/education-workers';
import { ChecklistSection } from '@/sections/checklist-section';
import { ComparisonSection } from '@/sections/comparison-section';
import { FeaturesSection } from '@/sections/features-section';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { PullQuote } from '@/sections/pull-quote';
import { RepresentativeExample } from '@/sections/representative-example';
import { ContentPage } from './content-page';
import { OfferCallToAction } from './offer-call-to-action';

export function EducationWorkersPage() {
  return (
    <>
      <ContentPage content={page} path={paths.educationWorkers} />
      {page.expertQuotes.map((quote) => (
        <PullQuote key={quote.quote} {...quote} />
      ))}
      <FeaturesSection {...page.advantages} />
      <FeaturesSection {...page.whyTrustUs} />
      <ComparisonSection {...page.whyNotAlone} />
      <ChecklistSection {...page.guarantees} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.educationWorkers} />
    </>
  );
}
