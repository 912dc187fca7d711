import { useId, type ReactNode } from 'react';
import { panelClass } from './card';

interface PanelProps {
  /** Its H2. */
  heading: string;
  /** One sentence under the heading. */
  lead?: string;
  /** The section component it frames, as `data-section` (tests/covering-pages.test.ts reads it). */
  section?: string;
  /** Space between its blocks: `gap-6` when they have headings of their own. */
  spacing?: 'gap-4' | 'gap-6';
  /** The H2's id, for a form inside that its heading names too. */
  headingId?: string;
  children: ReactNode;
}

/** A panel (see panelClass) labelled by its H2: a block of the advisers' page. */
export function Panel({
  heading,
  lead,
  section,
  spacing = 'gap-4',
  headingId: givenId,
  children,
}: PanelProps) {
  const ownId = useId();
  const headingId = givenId ?? ownId;
  const title = (
    <h2 id={headingId} className="text-xl font-bold text-brand-950">
      {heading}
    </h2>
  );
  return (
    <section
      data-section={section}
      aria-labelledby={headingId}
      className={`grid ${spacing} ${panelClass}`}
    >
      {lead === undefined ? (
        title
      ) : (
        <div>
          {title}
          <p className="mt-1 text-ink-muted">{lead}</p>
        </div>
      )}
      {children}
    </section>
  );
}
