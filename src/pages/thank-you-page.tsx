import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useIsHydrating } from '@/hydration/lazy-hydration';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';
import { thankYouPage } from '@/content/pages/thank-you';
import { thankYouCopy, thankYouVariants, type ThankYouVariantKey } from '@/content/thank-you';
import { isThankYouState, type ThankYouState } from '@/features/leads/thank-you-state';
import { callbackEta } from '@/lib/callback-eta';
import { callbackTimeIds, type CallbackTimeId } from '@shared/service-promises';
import { SurveyForm } from '@/hydration/parts/lazily-hydrated';

function variantOf(state: ThankYouState): ThankYouVariantKey {
  if (state.isAnalysis) return 'analysis';
  if (state.quickForm) return 'quickForm';
  return 'default';
}

/** The call time asked for, when the state holds a known one. */
function callbackTimeOf(state: ThankYouState): CallbackTimeId | undefined {
  return callbackTimeIds.find((id) => id === state.callbackTime);
}

function nameOf(state: ThankYouState): string {
  const name = typeof state.name === 'string' ? state.name.trim() : '';
  return name;
}

/**
 * /dziekujemy: opened by a form with navigation state (spec §2). Without that state the visitor is
 * sent to the home page, replacing the history entry; the page itself is never indexed. Opened as
 * the document's first page with no state at all (typed or bookmarked), main.tsx has the home page's
 * own prerendered document replace it before this code loads; with a state this page cannot read
 * (left by an older build), it does the same here.
 */
export function ThankYouPage() {
  // Whatever the history entry holds: isThankYouState checks it.
  const state: unknown = useLocation().state;
  const navigate = useNavigate();
  // Nothing in the prerendered HTML or while hydrating it (there is no navigation state at build
  // time); the content appears right after, without a hydration mismatch.
  const hydrated = !useIsHydrating();
  const [openedFirst] = useState(!hydrated);
  // A state without the time of sending (a page built before it was added): from the opening.
  const [openedAt] = useState(() => Date.now());
  const valid = isThankYouState(state);

  useEffect(() => {
    if (valid) return;
    if (openedFirst) window.location.replace(paths.home);
    else void navigate(paths.home, { replace: true });
  }, [valid, openedFirst, navigate]);

  const seo = <Seo {...thankYouPage.meta} path={paths.thankYou} />;
  if (!hydrated || !valid) return seo;

  const variant = thankYouVariants[variantOf(state)];
  const sentAt = Number.isFinite(state.sentAt) ? Number(state.sentAt) : openedAt;
  // The sentence of the form's toast: the same function, the same moment.
  const when = callbackEta(variant.form, new Date(sentAt), callbackTimeOf(state));
  return (
    <>
      {seo}
      <section className="bg-gradient-to-b from-brand-50 to-white py-12 sm:py-16">
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="text-lg font-semibold text-brand-700">
              {thankYouCopy.greeting(nameOf(state))}
            </p>
            <h1 className="mt-2 text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
              {variant.title}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-pretty text-ink-muted">
              {variant.callback(when)}
            </p>
            {variant.note ? (
              <p className="mt-5 rounded-card border border-accent-300 bg-accent-100 p-4 leading-relaxed text-ink">
                {variant.note}
              </p>
            ) : null}
            <div className="mt-8">
              <Link to={paths.home} className="btn-secondary">
                {thankYouCopy.homeLink}
              </Link>
            </div>
          </div>
        </div>
      </section>
      <section className="container-page pb-16">
        <div className="max-w-2xl">
          <SurveyForm />
        </div>
      </section>
    </>
  );
}
