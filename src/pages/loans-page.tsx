import { paths } from '@/config/paths';
import { loansPage as page } from '@/content/pages/loans';
import { OfferGrid } from '@/sections/offer-grid';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { ContentPage } from './content-page';
import { OfferCallToAction } from './offer-call-to-action';

export function LoansPage() {
  return (
    <>
      <ContentPage content={page} path={paths.loans} />
      <OfferGrid {...page.offers} />
      <ProseSection {...page.explanation} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.loans} />
    </>
  );
}
