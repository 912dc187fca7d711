import { paths } from '@/config/paths';
import { soldierPage as page } from '@/content/pages/soldier';
import { ClientSituationsSection } from '@/sections/client-situations-section';
import { FeaturesSection } from '@/sections/features-section';
import { ListGroupsSection } from '@/sections/list-groups-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { TestimonialsSection } from '@/sections/testimonials-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function SoldierPage() {
  return (
    <>
      <ContentPage content={page} path={paths.soldier} />
      <FeaturesSection {...page.benefits} />
      <ListGroupsSection {...page.requirements} />
      <StepsSection {...page.process} />
      <StatsSection {...page.stats} />
      <RepresentativeExample {...page.representativeExample} />
      <ClientSituationsSection {...page.situations} />
      {page.testimonials ? <TestimonialsSection {...page.testimonials} /> : null}
      <FaqSection {...page.faq} />
      <OfferCallToAction {...page.cta} path={paths.soldier} />
    </>
  );
}
