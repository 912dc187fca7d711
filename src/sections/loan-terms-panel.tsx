import { useId } from 'react';
import { Term } from '@/components/ui/term';
import { TermText } from '@/components/ui/term-text';

/** A term named in a text, with what it means (shown on the term: src/components/ui/term.tsx). */
export interface ExplainedTerm {
  /** The words as the text has them; their first occurrence is explained. */
  text: string;
  explanation: string;
}

export interface LoanTerm {
  label: string;
  value: string;
  /** What the label means, where it names a statutory term. */
  explanation?: string;
  /** Statutory terms named in the value. */
  valueTerms?: ExplainedTerm[];
}

/** Spec §2 loan-terms panel: compact card, detailed panel titled with the product, or a strip. */
export interface LoanTermsContent {
  variant?: 'compact' | 'detailed' | 'strip';
  /** The panel's name: its heading in the detailed variant, the region's name otherwise. */
  title: string;
  terms: LoanTerm[];
  /** Small print under the terms. */
  note?: string;
}

/** A term's label, explained where it names a statutory term. */
function Label({ term }: { term: LoanTerm }) {
  return term.explanation ? <Term explanation={term.explanation}>{term.label}</Term> : term.label;
}

/**
 * Spec §2 loan-terms panel: `strip` (a band of terms under a hero), `compact` (a card) or
 * `detailed` (a titled panel of the product's lending terms).
 */
export function LoanTermsPanel({ variant = 'strip', title, terms, note }: LoanTermsContent) {
  const headingId = useId();
  const heading = title;

  if (variant === 'strip') {
    return (
      <section
        data-section="loan-terms-panel"
        data-variant={variant}
        aria-label={heading}
        className="border-y border-brand-100 bg-brand-50"
      >
        <dl className="container-page grid grid-cols-2 gap-x-6 gap-y-4 py-6 sm:grid-cols-3 lg:grid-cols-[repeat(auto-fit,minmax(9rem,1fr))]">
          {terms.map((term) => (
            <div key={term.label} className="flex flex-col-reverse">
              <dt className="text-sm text-ink-muted">
                <Label term={term} />
              </dt>
              <dd className="font-bold text-brand-900">
                <TermText text={term.value} terms={term.valueTerms} />
              </dd>
            </div>
          ))}
        </dl>
        {note ? <p className="container-page pb-5 text-sm text-ink-muted">{note}</p> : null}
      </section>
    );
  }

  const detailed = variant === 'detailed';
  return (
    <section
      data-section="loan-terms-panel"
      data-variant={variant}
      aria-labelledby={headingId}
      className="py-12 sm:py-16"
    >
      <div className="container-page">
        <div
          className={`mx-auto rounded-card border border-brand-200 bg-white shadow-card ${
            detailed ? 'max-w-4xl p-6 sm:p-10' : 'max-w-3xl p-6'
          }`}
        >
          <h2
            id={headingId}
            className={`font-bold text-brand-950 ${detailed ? 'text-2xl sm:text-3xl' : 'text-xl'}`}
          >
            {heading}
          </h2>
          <dl
            className={`mt-6 grid gap-4 ${
              detailed ? 'sm:grid-cols-2' : 'grid-cols-1 min-[480px]:grid-cols-2 md:grid-cols-3'
            }`}
          >
            {terms.map((term) => (
              <div
                key={term.label}
                className={
                  detailed
                    ? 'flex flex-wrap items-baseline justify-between gap-x-4 border-b border-slate-200 pb-3'
                    : 'flex flex-col-reverse rounded-xl bg-brand-50 p-4'
                }
              >
                <dt className="text-ink-muted">
                  <Label term={term} />
                </dt>
                <dd
                  className={`font-bold text-brand-900 ${detailed ? 'ml-auto text-right' : 'text-lg'}`}
                >
                  <TermText text={term.value} terms={term.valueTerms} />
                </dd>
              </div>
            ))}
          </dl>
          {note ? <p className="mt-5 text-sm text-ink-muted">{note}</p> : null}
        </div>
      </div>
    </section>
  );
}
