import { paths } from '@/config/paths';
import { creditsPage as page } from '@/content/pages/credits';
import { LoanTermsPanel } from '@/sections/loan-terms-panel';
import { OfferGrid } from '@/sections/offer-grid';
import { RepresentativeExample } from '@/sections/representative-example';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { OfferCallToAction } from './offer-call-to-action';

export function CreditsPage() {
  return (
    <>
      <ContentPage content={page} path={paths.credits} />
      <OfferGrid {...page.offers} />
      <StepsSection {...page.selection} />
      <LoanTermsPanel {...page.terms} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.credits} />
    </>
  );
}
