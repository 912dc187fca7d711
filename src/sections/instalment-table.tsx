import type { InstalmentTableContent } from '@/sections/types';
import { formatPln } from '@/lib/format';
import { DataTable } from './data-table';
import { SectionShell } from './section-shell';
import { TableRegion } from './table-region';

/**
 * Example monthly instalments for a few amounts and periods. On a phone each row reads as the
 * amount with its period and instalment beneath (./data-table.tsx), every figure in full.
 */
export function InstalmentTable({
  caption,
  rows,
  note,
  labels,
  ...heading
}: InstalmentTableContent) {
  return (
    <SectionShell section="instalment-table" heading={heading}>
      <TableRegion
        label={caption}
        className="max-w-3xl rounded-card border border-slate-200 bg-white shadow-card"
      >
        <DataTable
          caption={caption}
          columns={[
            { label: labels.amount },
            { label: labels.period },
            { label: labels.instalment, headClassName: 'text-right', className: 'text-right' },
          ]}
          rows={rows.map((row) => ({
            key: `${row.amount}-${row.months}`,
            cells: [
              formatPln(row.amount),
              `${row.months} ${labels.months}`,
              formatPln(row.instalment),
            ],
          }))}
          classes={{
            table: 'whitespace-nowrap stacked:whitespace-normal',
            caption: 'bg-brand-50 p-4 font-semibold whitespace-normal text-brand-900',
            headCell: 'border-b border-slate-200 p-4 text-sm font-semibold text-ink-muted',
            row: 'border-b border-slate-100 last:border-0',
            rowHeader: 'p-4 font-semibold text-brand-950',
            cell: 'p-4 tabular-nums last:font-semibold',
          }}
        />
      </TableRegion>
      <p className="mt-4 max-w-3xl text-sm text-pretty text-ink-muted">{note}</p>
    </SectionShell>
  );
}
