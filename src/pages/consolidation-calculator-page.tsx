import { useId } from 'react';
import { lazyHydrated } from '@/hydration/lazy-hydration';
import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/config/env';
import { paths } from '@/config/paths';
import {
  calculatorCopy,
  consolidationCalculatorPage as page,
} from '@/content/pages/consolidation-calculator';
import { getCalculation } from '@/features/calculator/calculation-store';
import { CalculationSummary } from '@/features/calculator/calculation-summary';
import { hasDraftOnThisPage } from '@/features/leads/lead-draft';
import { ProseSection } from '@/sections/prose-section';
import { RepresentativeExample } from '@/sections/representative-example';
import { ContentPage } from './content-page';

/**
 * The calculator, prerendered as a real form whose fields take typing before any code runs, and
 * hydrated like every form: at the first touch, focus or key in it (or a pointer over it). What was
 * typed before is kept (features/calculator/consolidation-calculator.tsx). Its code is a chunk of its
 * own, loaded with the page's at the first interaction, never among the page's eager JavaScript.
 */
const ConsolidationCalculator = lazyHydrated(
  () =>
    import('@/features/calculator/consolidation-calculator').then((m) => m.ConsolidationCalculator),
  { when: 'interaction' },
);

/** The callback form, hydrated like every lead form: at the first touch, focus or key in it. */
const CalculatorLeadForm = lazyHydrated(
  () => import('@/features/leads/calculator-lead-form').then((m) => m.CalculatorLeadForm),
  { when: 'interaction', now: hasDraftOnThisPage },
);

/** The calculator as schema.org describes a free web tool, offered by the firm. */
const webApplication = {
  '@type': 'WebApplication',
  name: page.intro.eyebrow,
  description: page.meta.description,
  url: absoluteUrl(paths.consolidationCalculator),
  applicationCategory: 'FinanceApplication',
  operatingSystem: 'Any',
  browserRequirements: 'Requires JavaScript',
  inLanguage: 'pl-PL',
  isAccessibleForFree: true,
  offers: { '@type': 'Offer', price: 0, priceCurrency: 'PLN' },
  provider: { '@id': absoluteUrl('/#organization') },
};

/**
 * /kalkulator-konsolidacji (issue 27): the calculator, the callback form that sends its result to an
 * adviser, how to use it and the representative example. Without JavaScript the calculator's form
 * is there but computes nothing: a note says so and gives the advisers' phone.
 */
export function ConsolidationCalculatorPage() {
  const headingId = useId();
  return (
    <>
      <ContentPage content={page} path={paths.consolidationCalculator} />
      <JsonLd data={webApplication} />
      <section aria-labelledby={headingId} className="bg-surface-muted py-10 sm:py-14">
        <div className="container-page grid gap-8">
          <h2 id={headingId} className="text-2xl font-bold text-brand-950 sm:text-3xl">
            {calculatorCopy.sectionTitle}
          </h2>
          <noscript>
            <p className="rounded-card border border-dashed border-slate-300 bg-white p-6 text-ink-muted">
              {calculatorCopy.noScript.text}{' '}
              <a
                href={`tel:${calculatorCopy.noScript.phone.tel}`}
                className="font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
              >
                {calculatorCopy.noScript.phone.display}
              </a>
              .
            </p>
          </noscript>
          <ConsolidationCalculator />
          <div className="grid max-w-3xl gap-3">
            <CalculationSummary />
            <CalculatorLeadForm readCalculation={getCalculation} />
          </div>
        </div>
      </section>
      <ProseSection {...page.howTo} />
      <RepresentativeExample {...page.representativeExample} />
    </>
  );
}
