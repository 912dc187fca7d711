import { paths } from '@/config/paths';
import { nursePage as page } from '@/content/pages/nurse';
import { CallToAction } from '@/sections/call-to-action';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { InstalmentTable } from '@/sections/instalment-table';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from './lazily-hydrated';

export function NursePage() {
  return (
    <>
      <ContentPage content={page} path={paths.nurse} />
      <StatsSection {...page.offer} />
      <ClientSituationsSection {...page.situations} />
      {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
      <FaqSection {...page.faq} />
      <CallToAction {...page.contactCta} />
      <InstalmentTable {...page.instalments} />
      <RepresentativeExample {...page.representativeExample} />
    </>
  );
}
