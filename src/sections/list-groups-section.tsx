import { cardClass } from '@/components/ui/card';
import { CheckList } from './check-list';
import { SectionShell, type SectionHeading } from './section-shell';

/** Several titled lists side by side, e.g. documents for soldiers and for civilian staff. */
export interface ListGroupsContent extends SectionHeading {
  groups: { title: string; items: string[] }[];
  note?: string;
}

/** Titled lists side by side, e.g. documents for two groups of applicants. */
export function ListGroupsSection({ groups, note, tone = 'plain', ...heading }: ListGroupsContent) {
  return (
    <SectionShell section="list-groups-section" heading={heading} tone={tone}>
      <div className="grid gap-6 md:grid-cols-2">
        {groups.map((group) => (
          <div key={group.title} className={cardClass}>
            <h3 className="mb-4 text-lg font-semibold text-brand-950">{group.title}</h3>
            <CheckList items={group.items} />
          </div>
        ))}
      </div>
      {note ? <p className="mt-6 max-w-4xl text-pretty text-ink-muted">{note}</p> : null}
    </SectionShell>
  );
}
