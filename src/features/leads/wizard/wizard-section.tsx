import { useId, type ReactNode } from 'react';
import type { WizardInfoContent } from '@/content/wizard';

/** The form in a white card with the info cards beside it (from lg) or under it (phones). */
export function WizardSection({
  info,
  children,
}: {
  info: WizardInfoContent;
  children: ReactNode;
}) {
  return (
    <section className="bg-surface-muted py-10 sm:py-14 lg:py-16">
      <div className="container-page grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 rounded-card bg-white p-5 shadow-card sm:p-8">{children}</div>
        <WizardInfo info={info} />
      </div>
    </section>
  );
}

function WizardInfo({ info }: { info: WizardInfoContent }) {
  const headingId = useId();
  const cardClass = 'rounded-card border border-brand-100 bg-white p-5 shadow-card';
  return (
    <aside aria-labelledby={headingId} className="grid gap-4 lg:sticky lg:top-24">
      <h2 id={headingId} className="text-xl font-bold text-brand-950">
        {info.title}
      </h2>
      <div className={cardClass}>
        <h3 className="font-semibold text-brand-900">{info.nextSteps.title}</h3>
        <ol className="mt-3 grid gap-3">
          {info.nextSteps.items.map((item, index) => (
            <li key={item} className="flex gap-3 text-sm leading-relaxed text-ink-muted">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-pill bg-brand-700 text-sm font-semibold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{item}</span>
            </li>
          ))}
        </ol>
      </div>
      {info.cards.map((card) => (
        <div key={card.title} className={`${cardClass} border-l-4 border-l-accent-400`}>
          <h3 className="font-semibold text-brand-900">{card.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-muted">{card.body}</p>
        </div>
      ))}
    </aside>
  );
}
