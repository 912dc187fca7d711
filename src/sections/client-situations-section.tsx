import type { ClientSituationsContent } from '@/sections/types';
import { cardClass } from './card';
import { SectionShell } from './section-shell';

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
