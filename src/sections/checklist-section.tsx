import { Link } from 'react-router-dom';
import { CheckList } from './check-list';
import { SectionShell, type SectionHeading } from './section-shell';
import type { InternalLink } from './internal-link';

/** A check-marked list: reasons, requirements, documents, professions. */
export interface ChecklistContent extends SectionHeading {
  items: string[];
  /** A sentence after the list. */
  note?: string;
  link?: InternalLink;
}

/** A titled check-marked list: reasons, requirements, documents, professions. */
export function ChecklistSection({
  items,
  note,
  link,
  tone = 'plain',
  ...heading
}: ChecklistContent) {
  return (
    <SectionShell section="checklist-section" heading={heading} tone={tone}>
      <div className="max-w-4xl">
        <CheckList items={items} columns={items.length > 5 ? 2 : 1} />
        {note ? <p className="mt-6 text-pretty text-ink-muted">{note}</p> : null}
        {link ? (
          <p className="mt-6">
            <Link
              to={link.path}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              {link.text}
            </Link>
          </p>
        ) : null}
      </div>
    </SectionShell>
  );
}
