import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { consolidationLoanPage } from '@/content/pages/consolidation-loan';
import { QuickLeadForm } from '@/features/leads/quick-lead-form';
import { Hero } from '@/sections/hero';

export function ConsolidationLoanPage() {
  const { meta, intro } = consolidationLoanPage;
  return (
    <>
      <Seo {...meta} path={paths.consolidationLoan} />
      <Hero
        title={intro.title}
        subtitle={intro.eyebrow}
        description={intro.lead}
        ctaText={intro.ctaText}
        ctaLink={intro.ctaLink}
      >
        <div className="mt-10 max-w-3xl">
          <QuickLeadForm />
        </div>
      </Hero>
    </>
  );
}
