import type { LeadHistoryEntry } from '@shared/adviser-request';
import { Panel } from '@/components/ui/panel';
import { typesetText } from '@/lib/typography';

interface LeadHistoryProps {
  heading: string;
  /** Said when nothing has been recorded yet. */
  empty: string;
  /** Read before an entry's note ("Notatka:"). */
  noteLabel: string;
  entries: readonly LeadHistoryEntry[];
}

/** Every change of a lead, as the function lists it: when, who, what, and the note left with it. */
export function LeadHistory({ heading, empty, noteLabel, entries }: LeadHistoryProps) {
  return (
    <Panel section="lead-history" heading={heading}>
      {entries.length === 0 ? (
        <p className="text-ink-muted">{empty}</p>
      ) : (
        <ol className="grid gap-0 border-l-2 border-brand-200">
          {entries.map((entry, index) => (
            <li key={`${index}-${entry.at}`} className="relative py-2.5 pl-5">
              <span
                aria-hidden="true"
                className="absolute top-4 -left-[7px] size-3 rounded-full border-2 border-white bg-brand-500"
              />
              <p className="font-semibold text-ink">{typesetText(entry.what)}</p>
              <p className="text-sm text-ink-muted">
                {entry.at} · {entry.who}
              </p>
              {entry.note ? (
                <p className="mt-1.5 rounded-lg bg-surface-muted px-3 py-2 text-sm whitespace-pre-line text-ink">
                  <span className="font-medium">{noteLabel}</span> {entry.note}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
