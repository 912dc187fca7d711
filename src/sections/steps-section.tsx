import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cardClass } from '@/components/ui/card';
import { SectionShell, type SectionHeading } from './section-shell';

export interface Step {
  title: string;
  text: string;
  /** How long the step takes, e.g. "3 min". */
  time?: string;
}

/** The words the steps section adds around the page's steps (read before each step's title). */
export interface StepsLabels {
  /** e.g. "Krok": read as "Krok 1: …". */
  step: string;
}

export interface StepsContent extends SectionHeading {
  steps: Step[];
  labels: StepsLabels;
  /** A sentence after the steps, e.g. the average time to payout. */
  note?: string;
  ctaText?: string;
  ctaLink?: string;
}

/** Columns on wide screens: every step in one row up to five, else rows of three. */
const wideColumns: Record<number, string> = {
  2: 'lg:grid-cols-2',
  4: 'lg:grid-cols-4',
  5: 'lg:grid-cols-5',
};

/** A numbered process, optionally with how long each step takes. */
export function StepsSection({
  steps,
  labels,
  note,
  ctaText,
  ctaLink = paths.application,
  tone = 'plain',
  ...heading
}: StepsContent) {
  return (
    <SectionShell section="steps-section" heading={heading} tone={tone}>
      <ol className={`grid gap-6 md:grid-cols-2 ${wideColumns[steps.length] ?? 'lg:grid-cols-3'}`}>
        {steps.map((step, index) => (
          <li key={step.title} className={`${cardClass} relative`}>
            <div className="flex items-center justify-between gap-3">
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              {step.time ? (
                <span className="rounded-pill bg-accent-100 px-3 py-1 text-sm font-semibold text-ink">
                  {step.time}
                </span>
              ) : null}
            </div>
            <h3 className="mt-4 text-lg font-semibold text-brand-950">
              <span className="sr-only">
                {labels.step} {index + 1}:{' '}
              </span>
              {step.title}
            </h3>
            <p className="mt-2 text-pretty text-ink-muted">{step.text}</p>
          </li>
        ))}
      </ol>
      {note ? <p className="mt-8 max-w-3xl text-pretty text-ink-muted">{note}</p> : null}
      {ctaText ? (
        <div className="mt-8">
          <Link to={ctaLink} className="btn-primary px-7 py-3 text-lg">
            {ctaText}
          </Link>
        </div>
      ) : null}
    </SectionShell>
  );
}
