import { paths } from '@/config/paths';
import { aboutPage as page } from '@/content/pages/about';
import { googleReviews } from '@/content/reviews';
import { CallToAction } from '@/sections/call-to-action';
import { FeaturesSection } from '@/sections/features-section';
import { ProseSection } from '@/sections/prose-section';
import { ReviewsSection } from '@/sections/reviews-section';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';

export function AboutPage() {
  return (
    <>
      <ContentPage content={page} path={paths.about} />
      <ProseSection {...page.who} />
      <FeaturesSection {...page.values} />
      <StepsSection {...page.process} />
      <StatsSection {...page.stats} />
      {googleReviews ? <ReviewsSection {...googleReviews} /> : null}
      <CallToAction {...page.cta} />
    </>
  );
}
