/* The explicit table roles below are deliberate, not redundant: browsers have dropped a table's
   semantics once CSS changes its display, and the stacked layout does. (jsx-a11y reads a <td> as a
   grid cell, hence the second rule: role="cell" is the <td> of a plain data table. ARIA in HTML
   allows each of these roles in a table exposed as a table; the Nu HTML Checker errs on any role
   there, role="table" or not, and scripts/lib/nu-checker.ts names that message as its mistake.) */
/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role */
import type { ReactNode } from 'react';

export interface DataTableColumn {
  /** The column's heading: a `<th scope="col">`, and the label of its values when stacked. */
  label: string;
  /** Heading for screen readers only (the key column, whose row headings name themselves). */
  labelHidden?: boolean;
  /** Leave the label out of the stacked rows (the key column: its value heads the row). */
  unlabelledWhenStacked?: boolean;
  /** Classes of the column's body cells, e.g. 'text-right'. */
  className?: string;
  /** Classes of the column's header cell (after `classes.headCell`). */
  headClassName?: string;
}

export interface DataTableRow {
  key: string;
  /** One cell per column; the first names the row (`<th scope="row">`). */
  cells: readonly ReactNode[];
}

export interface DataTableProps {
  caption?: ReactNode;
  columns: readonly DataTableColumn[];
  rows: readonly DataTableRow[];
  /**
   * When the rows become label/value blocks: below 640 px ('narrow'), or on every screen ('always',
   * for a table of many long columns such as the cookie list, too wide for its text column).
   */
  stack?: 'narrow' | 'always';
  /**
   * Label and value when stacked: 'split' (figures) puts the value at the right end of its label's
   * line; 'aligned' (text) starts every value at one column beside a fixed-width label. Either way a
   * value too long for the rest of the line goes below its label, at full width.
   */
  stackedLayout?: 'split' | 'aligned';
  /** Extra classes: colours, borders, type size. Layout is the table's own. */
  classes?: Partial<
    Record<'table' | 'caption' | 'headCell' | 'row' | 'rowHeader' | 'cell', string>
  >;
}

const stackedClasses = {
  split: { label: '', value: 'stacked:ml-auto' },
  aligned: { label: 'stacked:w-40 stacked:shrink-0', value: 'stacked:min-w-48 stacked:flex-1' },
} as const;

/** Label and value on one line when both fit, the value below its label when it is long. */
const stackedCell =
  'stacked:flex stacked:flex-wrap stacked:items-baseline stacked:gap-x-4 stacked:gap-y-0.5 stacked:px-4 stacked:py-1.5 stacked:text-left';

interface StackedPairProps {
  /** Shown only when stacked, and hidden from screen readers: they read the real column header. */
  label?: string;
  value: ReactNode;
  layout: keyof typeof stackedClasses;
}

function StackedPair({ label, value, layout }: StackedPairProps) {
  return (
    <>
      {label ? (
        <span
          aria-hidden="true"
          className={`sr-only text-sm font-normal text-ink-muted stacked:not-sr-only stacked:block ${stackedClasses[layout].label}`}
        >
          {label}
        </span>
      ) : null}
      <span
        className={`stacked:[overflow-wrap:anywhere] ${label ? stackedClasses[layout].value : ''}`}
      >
        {value}
      </span>
    </>
  );
}

/**
 * A data table that every screen can read in full, without JavaScript (issue 24 §8): a real table
 * where it fits; below 640 px (or always, see `stack`) each row becomes a block of label/value lines,
 * so no value is cut, hidden or left to sideways scrolling. The markup stays one semantic table with
 * explicit roles: the column headers remain in the accessibility tree (visually hidden when
 * stacked), and the visible labels are aria-hidden copies of them, so a screen reader reads each
 * value with its real header once. The `stacked:` variant is defined in src/styles/index.css.
 */
export function DataTable({
  caption,
  columns,
  rows,
  stack = 'narrow',
  stackedLayout = 'split',
  classes = {},
}: DataTableProps) {
  const [keyColumn, ...valueColumns] = columns;
  return (
    <table
      role="table"
      className={`${stack === 'always' ? 'stack-always' : 'stack-narrow'} w-full border-collapse text-left stacked:block ${classes.table ?? ''}`}
    >
      {caption ? (
        <caption className={`text-left stacked:block ${classes.caption ?? ''}`}>{caption}</caption>
      ) : null}
      {/* Visually hidden when stacked, kept for screen readers. Like `sr-only`, but with no -1px
          margin (the first header would sit outside the frame), clipped, not hidden (an
          overflow-hidden box is a scroll container, which scrolling a header into view moves),
          and its cells blocks within its one pixel, so none lies beyond the table's frame. */}
      <thead
        role="rowgroup"
        className="stacked:absolute stacked:size-px stacked:overflow-clip stacked:whitespace-nowrap stacked:[clip-path:inset(50%)]"
      >
        <tr role="row" className="stacked:block">
          {columns.map((column) => (
            <th
              key={column.label}
              role="columnheader"
              scope="col"
              className={`${classes.headCell ?? ''} ${column.headClassName ?? ''} stacked:block`}
            >
              {column.labelHidden ? <span className="sr-only">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup" className="stacked:block">
        {rows.map(({ key, cells: [keyCell, ...values] }) => (
          <tr key={key} role="row" className={`stacked:block stacked:py-2 ${classes.row ?? ''}`}>
            <th
              role="rowheader"
              scope="row"
              className={`${classes.rowHeader ?? ''} ${keyColumn?.className ?? ''} ${stackedCell}`}
            >
              <StackedPair
                label={
                  keyColumn?.labelHidden || keyColumn?.unlabelledWhenStacked
                    ? undefined
                    : keyColumn?.label
                }
                value={keyCell}
                layout={stackedLayout}
              />
            </th>
            {values.map((value, index) => {
              const column = valueColumns[index];
              return (
                <td
                  key={column?.label ?? index}
                  role="cell"
                  className={`${classes.cell ?? ''} ${column?.className ?? ''} ${stackedCell}`}
                >
                  <StackedPair label={column?.label} value={value} layout={stackedLayout} />
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
