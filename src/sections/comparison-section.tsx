import type { ComparisonContent } from '@/sections/types';
import { DataTable } from './data-table';
import { SectionShell } from './section-shell';
import { TableRegion } from './table-region';

/**
 * Our way of working set against the alternative, row by row: a table where it fits; on a phone
 * each criterion heads a block with both answers beneath it, labelled (./data-table.tsx).
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
    <SectionShell section="comparison-section" heading={heading} tone={tone}>
      <TableRegion
        label={labels.table(heading.title)}
        className="rounded-card border border-slate-200 bg-white shadow-card"
      >
        <DataTable
          stackedLayout="aligned"
          columns={[
            {
              label: labels.criterion,
              labelHidden: true,
              headClassName: 'w-1/4 font-semibold text-ink-muted',
            },
            { label: oursTitle, headClassName: 'font-bold text-brand-800', className: 'text-ink' },
            {
              label: theirsTitle,
              headClassName: 'font-semibold text-ink-muted',
              className: 'text-ink-muted',
            },
          ]}
          rows={rows.map((row) => ({ key: row.label, cells: [row.label, row.ours, row.theirs] }))}
          classes={{
            table: 'text-sm sm:text-base',
            headCell: 'bg-brand-50 p-3 sm:p-4',
            row: 'border-t border-slate-200 align-top stacked:first:border-t-0',
            rowHeader: 'p-3 font-semibold text-brand-950 sm:p-4',
            cell: 'p-3 sm:p-4',
          }}
        />
      </TableRegion>
    </SectionShell>
  );
}
