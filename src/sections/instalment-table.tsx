import type { InstalmentTableContent } from '@/sections/types';
import { formatPln } from '@/lib/format';
import { SectionShell } from './section-shell';
import { TableRegion } from './table-region';

/** Example monthly instalments for a few amounts and periods. */
export function InstalmentTable({
  caption,
  rows,
  note,
  labels,
  ...heading
}: InstalmentTableContent) {
  return (
    <SectionShell heading={heading}>
      <TableRegion
        label={caption}
        className="max-w-3xl rounded-card border border-slate-200 bg-white shadow-card"
      >
        <table className="w-full border-collapse text-left whitespace-nowrap">
          <caption className="bg-brand-50 p-4 text-left font-semibold whitespace-normal text-brand-900">
            {caption}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-sm text-ink-muted">
              <th scope="col" className="p-4 font-semibold">
                {labels.amount}
              </th>
              <th scope="col" className="p-4 font-semibold">
                {labels.period}
              </th>
              <th scope="col" className="p-4 text-right font-semibold">
                {labels.instalment}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.amount}-${row.months}`}
                className="border-b border-slate-100 last:border-0"
              >
                <th scope="row" className="p-4 font-semibold text-brand-950">
                  {formatPln(row.amount)}
                </th>
                <td className="p-4">
                  {row.months} {labels.months}
                </td>
                <td className="p-4 text-right font-semibold">{formatPln(row.instalment)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <p className="mt-4 max-w-3xl text-sm text-pretty text-ink-muted">{note}</p>
    </SectionShell>
  );
}
