import { Suspense, lazy, useSyncExternalStore } from 'react';
import { calculatorCopy } from '@/content/pages/consolidation-calculator';

const ConsolidationCalculator = lazy(() =>
  import('./consolidation-calculator').then((m) => ({ default: m.ConsolidationCalculator })),
);

const noSubscription = () => () => undefined;

/** What stands where the calculator will be: in the served HTML and while its code loads. */
function Placeholder() {
  return (
    <p className="rounded-card border border-dashed border-slate-300 bg-white p-6 text-ink-muted">
      {calculatorCopy.loading}
    </p>
  );
}

/**
 * The calculator as a lazily loaded island: it works only with JavaScript, so the served HTML has
 * the placeholder, and its code (a chunk of its own) is loaded once the page has come to life in the
 * browser. Like most pages, this one does so at the visitor's first touch, pointer, focus or key
 * (src/app/page-island.ts): before that the page loads only the app's frame, within the budget of
 * eager JavaScript (README, Benchmark).
 */
export function CalculatorIsland() {
  // False on the server and while hydrating (as the served HTML was), true afterwards.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return <Placeholder />;
  return (
    // Marks a part the served HTML does not have, by design (e2e/page-checks.ts: headingsOf).
    <div data-client-only="">
      <Suspense fallback={<Placeholder />}>
        <ConsolidationCalculator />
      </Suspense>
    </div>
  );
}
