import { cardClass } from '@/components/ui/card';
import { SectionShell, type SectionHeading } from './section-shell';

/** A typical situation of the page's audience: illustrative, not a person, no name or rating. */
export interface ClientSituation {
  /** Who, described generally, e.g. "Pielęgniarka pracująca w dwóch placówkach". */
  title: string;
  /** What such a person usually comes with. */
  situation: string;
  /** How an adviser approaches it, without promising an outcome. */
  help: string;
}

/** "Przykładowe sytuacje, w których pomagamy": shown instead of invented testimonials. */
export interface ClientSituationsContent extends SectionHeading {
  items: ClientSituation[];
  /** States that the descriptions are illustrative and not about real, named people. */
  note: string;
}

/**
 * Typical situations of the page's audience and how an adviser approaches each: the honest
 * alternative to testimonials the owner does not hold. No names, places or ratings.
 */
export function ClientSituationsSection({
  items,
  note,
  tone = 'plain',
  ...heading
}: ClientSituationsContent) {
  return (
    <SectionShell section="client-situations-section" heading={heading} tone={tone}>
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className={`${cardClass} flex flex-col`}>
            <h3 className="text-lg font-semibold text-brand-950">{item.title}</h3>
            <p className="mt-2 text-pretty text-ink-muted">{item.situation}</p>
            <p className="mt-4 border-t border-slate-200 pt-4 text-pretty text-ink">{item.help}</p>
          </li>
        ))}
      </ul>
      <p className="mt-6 max-w-3xl text-sm text-pretty text-ink-muted">{note}</p>
    </SectionShell>
  );
}
