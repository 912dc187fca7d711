import { paths } from '@/config/paths';
import { nursePage as page } from '@/content/pages/nurse';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { InstalmentTable } from '@/sections/instalment-table';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function NursePage() {
  return (
    <>
      <ContentPage content={page} path={paths.nurse} />
      <StatsSection {...page.offer} />
      <ClientSituationsSection {...page.situations} />
      {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
      <FaqSection {...page.faq} />
      <OfferCallToAction {...page.contactCta} path={paths.nurse} />
      <InstalmentTable {...page.instalments} />
      <RepresentativeExample {...page.representativeExample} />
    </>
  );
}
