import { paths } from '@/config/paths';
import { civilContractPage as page } from '@/content/pages/civil-contract';
import { FeaturesSection } from '@/sections/features-section';
import { ListGroupsSection } from '@/sections/list-groups-section';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { FaqSection } from '@/hydration/parts/lazily-hydrated';
import { OfferCallToAction } from './offer-call-to-action';

export function CivilContractPage() {
  return (
    <>
      <ContentPage content={page} path={paths.civilContract} />
      <StatsSection {...page.stats} />
      <ProseSection {...page.howBanksSeeIt} />
      <ListGroupsSection {...page.requirements} />
      <FeaturesSection {...page.whyUs} />
      <StepsSection {...page.process} />
      <FaqSection {...page.faq} />
      <RepresentativeExample {...page.representativeExample} />
      <OfferCallToAction {...page.cta} path={paths.civilContract} />
    </>
  );
}
