import { paths } from '@/config/paths';
import { homePage as page } from '@/content/pages/home';
import { homeCallToAction, leadPageNames, quickContactCopy } from '@/content/quick-forms';
import { googleReviews } from '@/content/reviews';
import { CallToAction } from '@/sections/call-to-action';
import { ChecklistSection } from '@/sections/checklist-section';
import { ComparisonSection } from '@/sections/comparison-section';
import { FeaturesSection } from '@/sections/features-section';
import { LazySection } from '@/hydration/lazy-section';
import { ProseSection } from '@/sections/prose-section';
import { PullQuote } from '@/sections/pull-quote';
import { RepresentativeExample } from '@/sections/representative-example';
import { ReviewsSection } from '@/sections/reviews-section';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';
import { QuickContactForm, SolutionTabs } from '@/hydration/parts/lazily-hydrated';

export function HomePage() {
  return (
    <>
      <ContentPage content={page} path={paths.home}>
        <div className="mt-10 max-w-2xl">
          <QuickContactForm pageName={leadPageNames.homeHero} title={quickContactCopy.heroTitle} />
        </div>
      </ContentPage>

      <LazySection>
        <PullQuote {...page.pullQuote} />
      </LazySection>
      <LazySection>
        <StatsSection {...page.stats} />
      </LazySection>
      <LazySection>
        <FeaturesSection {...page.areas} />
      </LazySection>
      <LazySection>
        <FeaturesSection {...page.difference} />
      </LazySection>
      <LazySection>
        <SolutionTabs {...page.solutions} />
      </LazySection>
      <LazySection>
        <ChecklistSection {...page.bankRejection} />
      </LazySection>

      <LazySection>
        <FeaturesSection {...page.services} />
      </LazySection>
      <LazySection>
        <StatsSection {...page.statistics} />
      </LazySection>
      <LazySection>
        <RepresentativeExample {...page.representativeExample} />
      </LazySection>
      <LazySection>
        <ProseSection {...page.consolidation} />
      </LazySection>
      <LazySection>
        <FeaturesSection {...page.help} />
      </LazySection>
      <LazySection>
        <ProseSection {...page.noJudgment} />
      </LazySection>
      <LazySection>
        <ChecklistSection {...page.trust} />
      </LazySection>
      {googleReviews ? (
        <LazySection>
          <ReviewsSection {...googleReviews} />
        </LazySection>
      ) : null}
      <LazySection>
        <ComparisonSection {...page.comparison} />
      </LazySection>
      <LazySection>
        <StepsSection {...page.process} />
      </LazySection>
      <LazySection>
        <ProseSection {...page.reminder} />
      </LazySection>

      <CallToAction {...homeCallToAction}>
        <QuickContactForm
          pageName={leadPageNames.homeCallToAction}
          title={quickContactCopy.ctaTitle}
          headingLevel={3}
        />
      </CallToAction>
    </>
  );
}
