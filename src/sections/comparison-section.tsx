import { DataTable } from './data-table';
import { SectionShell, type SectionHeading } from './section-shell';
import { TableRegion } from './table-region';

export interface ComparisonRow {
  label: string;
  ours: string;
  theirs: string;
}

export interface ComparisonContent extends SectionHeading {
  /** Column headings: our way and the alternative. */
  oursTitle: string;
  theirsTitle: string;
  rows: ComparisonRow[];
  labels: ComparisonLabels;
}

export interface ComparisonLabels {
  /** Names the scrollable table region, e.g. "Tabela porównawcza: <title>". */
  table: (title: string) => string;
  /** The (visually hidden) heading of the row-name column. */
  criterion: string;
}

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
