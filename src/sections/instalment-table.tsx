import { formatPln } from '@/lib/format';
import { DataTable } from './data-table';
import { SectionShell, type SectionHeading } from './section-shell';
import { TableRegion } from './table-region';

export interface InstalmentRow {
  amount: number;
  months: number;
  /** Monthly instalment in zł at the table's rate, computed (src/lib/finance.ts). */
  instalment: number;
}

/** Example instalments at a stated rate. */
export interface InstalmentTableContent extends SectionHeading {
  /** The nominal annual rate of every row, in per cent. */
  annualRatePercent: number;
  /** e.g. "Przykładowe raty przy oprocentowaniu …", with the rate formatted. */
  caption: string;
  rows: InstalmentRow[];
  note: string;
  labels: InstalmentTableLabels;
}

export interface InstalmentTableLabels {
  amount: string;
  period: string;
  instalment: string;
  /** Abbreviation after the number of months, e.g. "mies.". */
  months: string;
}

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
