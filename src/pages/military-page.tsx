import { paths } from '@/config/paths';
import { militaryPage as page } from '@/content/pages/military';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { InstalmentTable } from '@/sections/instalment-table';
import { ListGroupsSection } from '@/sections/list-groups-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function MilitaryPage() {
  return (
    <>
      <ContentPage content={page} path={paths.military} />
      <StatsSection {...page.stats} />
      <ListGroupsSection {...page.conditions} />
      <StepsSection {...page.process} />
      <ListGroupsSection {...page.documents} />
      <InstalmentTable {...page.instalments} />
      <RepresentativeExample {...page.representativeExample} />
      <ClientSituationsSection {...page.situations} />
      {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
      <FaqSection {...page.faq} />
      <OfferCallToAction {...page.cta} path={paths.military} />
    </>
  );
}
