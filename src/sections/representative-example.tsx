import { useId } from 'react';
import { Term } from '@/components/ui/term';
import { TermText } from '@/components/ui/term-text';
import type { LoanTerm } from './loan-terms-panel';

/** Spec §9 representative example, as rows of label and formatted value. */
export interface RepresentativeExampleContent {
  /** Anchor of the section, the target of the RRSO note beside the page's headline rate. */
  id: string;
  title: string;
  intro: string;
  rows: LoanTerm[];
  disclaimer: string;
}

/**
 * Spec §9 representative example: the legally required cost illustration of an offer. Each statutory
 * term in it carries its explanation (src/content/glossary.ts) on the term itself.
 */
export function RepresentativeExample({
  id,
  title,
  intro,
  rows,
  disclaimer,
}: RepresentativeExampleContent) {
  const headingId = useId();
  return (
    // The RRSO note beside the page's headline rate links here; the page's scroll padding
    // (styles/index.css) keeps the jump clear of the sticky header.
    <section
      data-section="representative-example"
      id={id}
      aria-labelledby={headingId}
      className="py-12 sm:py-14"
    >
      <div className="container-page">
        <div className="mx-auto max-w-4xl rounded-card border border-slate-200 bg-surface-muted p-6 sm:p-8">
          <h2 id={headingId} className="text-xl font-bold text-brand-950">
            {title}
          </h2>
          <p className="mt-2 text-ink-muted">{intro}</p>
          <dl className="mt-5 grid gap-x-8 gap-y-3 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label} className="border-b border-slate-200 pb-2">
                <dt className="text-sm text-ink-muted">
                  {row.explanation ? (
                    <Term explanation={row.explanation}>{row.label}</Term>
                  ) : (
                    row.label
                  )}
                </dt>
                <dd className="font-semibold text-ink">
                  <TermText text={row.value} terms={row.valueTerms} />
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-5 text-sm text-ink-muted">{disclaimer}</p>
        </div>
      </div>
    </section>
  );
}
