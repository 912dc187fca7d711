import { paths } from '@/config/paths';
import { loansPage as page } from '@/content/pages/loans';
import { CallToAction } from '@/sections/call-to-action';
import { OfferGrid } from '@/sections/offer-grid';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { ContentPage } from './content-page';

export function LoansPage() {
  return (
    <>
      <ContentPage content={page} path={paths.loans} />
      <OfferGrid {...page.offers} />
      <ProseSection {...page.explanation} />
      <RepresentativeExample {...page.representativeExample} />
      <CallToAction {...page.cta} />
    </>
  );
}
