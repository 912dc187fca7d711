import { BrokerDisclosureList } from '@/components/layout/footer-disclosure';
import { paths } from '@/config/paths';
import { brokerDisclosure } from '@/content/company';
import { aboutPage as page } from '@/content/pages/about';
import { googleReviews } from '@/content/reviews';
import { CallToAction } from '@/sections/call-to-action';
import { FeaturesSection } from '@/sections/features-section';
import { ProseSection } from '@/sections/prose-section';
import { ReviewsSection } from '@/sections/reviews-section';
import { SectionShell } from '@/sections/section-shell';
import { StatsSection } from '@/sections/stats-section';
import { StepsSection } from '@/sections/steps-section';
import { ContentPage } from './content-page';

const disclosure = brokerDisclosure();

export function AboutPage() {
  const { tone, ...heading } = page.disclosure;
  return (
    <>
      <ContentPage content={page} path={paths.about} />
      <ProseSection {...page.who} />
      <SectionShell heading={heading} tone={tone}>
        <div className="max-w-4xl text-sm sm:text-base">
          <BrokerDisclosureList disclosure={disclosure} />
          <p className="mt-6 text-ink-muted">{disclosure.disclaimer}</p>
        </div>
      </SectionShell>
      <FeaturesSection {...page.values} />
      <StepsSection {...page.process} />
      <StatsSection {...page.stats} />
      {googleReviews ? <ReviewsSection {...googleReviews} /> : null}
      <CallToAction {...page.cta} />
    </>
  );
}
