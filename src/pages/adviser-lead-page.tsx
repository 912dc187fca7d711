import { useRef } from 'react';
import { adviserMessages } from '@shared/adviser-request';
import { Seo } from '@/components/seo/seo';
import {
  adviserFailureCopy,
  adviserLeadPage as page,
  adviserRecordCopy,
} from '@/content/pages/adviser-lead';
import { OutcomeForm } from '@/features/adviser/outcome-form';
import { OwnerPanel } from '@/features/adviser/owner-panel';
import { useAdviserLead, type AdviserLeadState } from '@/features/adviser/use-adviser-lead';
import { LeadHistory } from '@/sections/lead-history';
import { LeadRecord } from '@/sections/lead-record';
import { typesetText } from '@/lib/typography';

function headingOf(state: AdviserLeadState): string {
  // The function's text, typeset as the site's own copy is (no line starts with a dash).
  if (state.kind === 'ready') return typesetText(state.view.lead.title);
  return state.kind === 'loading' ? page.title : page.unavailableTitle;
}

/**
 * /doradca/zgloszenie#<token>: an adviser's view of one lead, opened from an e-mail (design.md §4,
 * "A lead's life after the form"). The served HTML is a shell (the heading, "Wczytuję
 * zgłoszenie…"); the lead is shown by the browser, from the function. Opening it changes nothing:
 * only its buttons claim the lead or record an outcome. Never indexed, followed, cached or named in
 * a Referer (the meta tags here; the CDN's headers and the service worker's rules for its path).
 */
export function AdviserLeadPage() {
  const lead = useAdviserLead();
  const { state } = lead;
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.kind === 'ready' ? state : undefined;

  function reload() {
    lead.reload();
    heading.current?.focus();
  }

  return (
    <>
      <Seo {...page.meta} />
      <meta name="referrer" content="no-referrer" />
      <section className="bg-gradient-to-b from-brand-50 to-white py-10 sm:py-14">
        <div className="container-page">
          <div className="max-w-3xl">
            <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {page.eyebrow}
            </p>
            <h1
              ref={heading}
              tabIndex={-1}
              className="text-3xl leading-tight font-bold tracking-tight text-balance text-brand-950 sm:text-4xl"
            >
              {headingOf(state)}
            </h1>
            {state.kind === 'loading' ? (
              <>
                {/* Nothing loads without scripts: there the <noscript> line says so instead. */}
                <p
                  role="status"
                  className="mt-5 text-lg text-ink-muted [@media(scripting:none)]:hidden"
                >
                  {page.loading}
                </p>
                <noscript>
                  <p className="mt-3 text-lg text-ink">{page.noScript}</p>
                </noscript>
              </>
            ) : null}
            {state.kind === 'no-link' ? (
              <p className="mt-5 text-lg leading-relaxed text-ink">{adviserMessages.invalidLink}</p>
            ) : null}
            {state.kind === 'failed' ? (
              <div role="alert" className="mt-5 grid gap-4">
                <p className="text-lg leading-relaxed text-ink">{state.failure.error}</p>
                {state.failure.retryable ? (
                  <button
                    type="button"
                    onClick={reload}
                    className="btn-secondary justify-self-start"
                  >
                    {adviserFailureCopy.retry}
                  </button>
                ) : null}
              </div>
            ) : null}
            {ready ? (
              <>
                <dl className="mt-4 grid gap-1 text-ink-muted">
                  <div className="flex flex-wrap gap-x-2">
                    <dt>{page.received}</dt>
                    <dd className="font-medium text-ink">{ready.view.lead.receivedAt}</dd>
                  </div>
                  <div className="flex flex-wrap gap-x-2">
                    <dt>{page.promisedBy}</dt>
                    <dd className="font-semibold text-ink">
                      {ready.view.lead.promisedBy ?? page.noPromise}
                    </dd>
                  </div>
                </dl>
                <p className="mt-5 rounded-card border border-accent-300 bg-accent-100 p-4 leading-relaxed text-ink">
                  {typesetText(ready.view.lead.action)}
                </p>
              </>
            ) : null}
          </div>
        </div>
      </section>
      {ready ? (
        <div className="container-page pb-16">
          {/* The blocks are the page's working parts (the status the focus moves to, the form):
              always rendered, not skipped while far from the viewport as a long page's sections
              from the third on are (src/styles/index.css). */}
          <div className="grid max-w-3xl gap-6 *:[content-visibility:visible]!">
            <OwnerPanel
              view={ready.view}
              result={ready.result}
              claiming={lead.claiming}
              failure={lead.claimFailure}
              onClaim={() => void lead.claim()}
              focusKey={lead.focus?.target === 'owner' ? lead.focus.count : undefined}
            />
            <LeadRecord
              heading={adviserRecordCopy.detailsHeading}
              sections={ready.view.lead.sections}
            />
            {ready.view.owner?.you ? (
              <OutcomeForm
                link={ready.link}
                onRecord={lead.recordOutcome}
                recorded={lead.recorded}
                focusKey={lead.focus?.target === 'outcome' ? lead.focus.count : undefined}
              />
            ) : null}
            <LeadHistory
              heading={adviserRecordCopy.historyHeading}
              empty={adviserRecordCopy.historyEmpty}
              noteLabel={adviserRecordCopy.noteLabel}
              entries={ready.view.history}
            />
          </div>
        </div>
      ) : null}
    </>
  );
}
