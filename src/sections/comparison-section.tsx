import type { ComparisonContent } from '@/sections/types';
import { SectionShell } from './section-shell';
import { TableRegion } from './table-region';

/**
 * Our way of working set against the alternative, row by row: a table on every screen size, which
 * scrolls sideways in its own frame where the screen is narrower than it.
 */
export function ComparisonSection({
  oursTitle,
  theirsTitle,
  rows,
  labels,
  tone = 'plain',
  ...heading
}: ComparisonContent) {
  return (
    <SectionShell heading={heading} tone={tone}>
      <TableRegion
        label={labels.table(heading.title)}
        className="rounded-card border border-slate-200 bg-white shadow-card"
      >
        <table className="w-full min-w-[34rem] border-collapse text-left text-sm sm:text-base">
          <thead>
            <tr className="bg-brand-50">
              <th scope="col" className="w-1/4 p-3 font-semibold text-ink-muted sm:p-4">
                <span className="sr-only">{labels.criterion}</span>
              </th>
              <th scope="col" className="p-3 font-bold text-brand-800 sm:p-4">
                {oursTitle}
              </th>
              <th scope="col" className="p-3 font-semibold text-ink-muted sm:p-4">
                {theirsTitle}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-3 font-semibold text-brand-950 sm:p-4">
                  {row.label}
                </th>
                <td className="p-3 text-ink sm:p-4">{row.ours}</td>
                <td className="p-3 text-ink-muted sm:p-4">{row.theirs}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
    </SectionShell>
  );
}
