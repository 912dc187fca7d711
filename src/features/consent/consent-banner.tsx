import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buildSettings } from '@/content/cookie-registry';
import { consentCopy as copy } from '@/content/consent';
import {
  consentNeeded,
  consentStore,
  decideConsent,
  dismissConsentSettings,
  setConsentDraft,
  showConsentSettings,
  startConsent,
} from './consent-store';

const buttonClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 py-2 font-semibold sm:flex-none';

/**
 * The consent banner (issue 11): on a first visit, and again from the footer link. Accepting and
 * refusing are the same size and weight; settings give one unticked box per category. It sits over
 * the page's bottom edge (no layout shift) and takes focus only when the visitor opened it.
 */
export function ConsentBanner() {
  const { pathname } = useLocation();
  const { open, settings, draft, requested } = useSyncExternalStore(
    consentStore.subscribe,
    consentStore.getSnapshot,
    consentStore.getServerSnapshot,
  );
  const titleId = useId();
  const textId = useId();
  const panel = useRef<HTMLElement>(null);

  // After hydration only: the prerendered HTML cannot know the visitor's cookie. Later pages are
  // counted on navigation, so this runs for the first page only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => startConsent(pathname), []);

  useEffect(() => {
    if (!open || !requested) return;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissConsentSettings();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, requested]);

  if (!consentNeeded || !open) return null;
  const decide = (choice: typeof draft) => decideConsent(choice, pathname);

  const categories = [
    buildSettings.ga4MeasurementId ? ('analytics' as const) : undefined,
    buildSettings.metaPixelId ? ('marketing' as const) : undefined,
  ].filter((category) => category !== undefined);
  const categoryCopy = {
    analytics: copy.categories.analityczne,
    marketing: copy.categories.marketingowe,
  };

  return (
    <section
      ref={panel}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      className="fixed inset-x-0 bottom-0 z-50 max-h-[80dvh] overflow-y-auto border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgb(15_23_42/0.12)] outline-none"
    >
      <div className="container-page py-4 sm:py-5">
        <h2 id={titleId} className="text-base font-bold text-brand-950">
          {copy.title}
        </h2>
        <p id={textId} className="mt-1 max-w-3xl text-sm text-ink-muted">
          {copy.text}{' '}
          <Link to={copy.policyLink.path} className="font-semibold text-brand-800 underline">
            {copy.policyLink.text}
          </Link>
        </p>
        {settings ? (
          <fieldset className="mt-3 space-y-2 text-sm">
            <legend className="sr-only">{copy.settingsLegend}</legend>
            <label className="flex items-start gap-2 text-ink-muted">
              <input type="checkbox" checked disabled className="mt-1 h-4 w-4" />
              <span>
                <strong className="text-ink">{copy.categories.niezbędne.label}</strong> –{' '}
                {copy.categories.niezbędne.hint}
              </span>
            </label>
            {categories.map((category) => (
              <label key={category} className="flex items-start gap-2">
                <input
                  type="checkbox"
                  checked={draft[category]}
                  onChange={(event) =>
                    setConsentDraft({ ...draft, [category]: event.target.checked })
                  }
                  className="mt-1 h-4 w-4 accent-brand-700"
                />
                <span>
                  <strong>{categoryCopy[category].label}</strong> – {categoryCopy[category].hint}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={`${buttonClass} bg-brand-800 text-white hover:bg-brand-900`}
            onClick={() => decide({ analytics: true, marketing: true })}
          >
            {copy.acceptAll}
          </button>
          <button
            type="button"
            className={`${buttonClass} bg-brand-800 text-white hover:bg-brand-900`}
            onClick={() => decide({ analytics: false, marketing: false })}
          >
            {copy.rejectAll}
          </button>
          {settings ? (
            <button
              type="button"
              className={`${buttonClass} border border-brand-800 text-brand-800 hover:bg-brand-50`}
              onClick={() => decide(draft)}
            >
              {copy.save}
            </button>
          ) : (
            <button
              type="button"
              className={`${buttonClass} border border-brand-800 text-brand-800 hover:bg-brand-50`}
              onClick={showConsentSettings}
            >
              {copy.settings}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
