import type { LeadField, LeadSection } from '@shared/adviser-request';
import { Panel } from '@/components/ui/panel';
import { DataTable } from './data-table';

interface LeadRecordProps {
  heading: string;
  sections: readonly LeadSection[];
}

/**
 * A lead's data as the advisers' page shows it: one block per part of the form, each a definition
 * list (a phone number or an address a link big enough to tap) and, where the form had one, a
 * table (the calculator's debts) that stacks on a narrow screen.
 */
export function LeadRecord({ heading, sections }: LeadRecordProps) {
  return (
    <Panel section="lead-record" heading={heading} spacing="gap-6">
      {sections.map((section, index) => (
        <LeadRecordSection key={`${index}-${section.title}`} section={section} />
      ))}
    </Panel>
  );
}

function LeadRecordSection({ section }: { section: LeadSection }) {
  const { title, fields, table } = section;
  return (
    <div className="grid gap-3">
      <h3 className="text-base font-semibold tracking-wide text-brand-700 uppercase">{title}</h3>
      {fields.length > 0 ? (
        <dl className="divide-y divide-slate-200 border-y border-slate-200">
          {fields.map((field, index) => (
            <div
              key={`${index}-${field.label}`}
              className="grid gap-0.5 py-2.5 sm:grid-cols-[minmax(0,13rem)_minmax(0,1fr)] sm:gap-6"
            >
              <dt className="text-sm text-ink-muted sm:pt-0.5">{field.label}</dt>
              <dd className="min-w-0 text-ink">
                <FieldValue field={field} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {table ? (
        <DataTable
          caption={table.caption}
          columns={table.headers.map((label) => ({ label }))}
          rows={table.rows.map((cells, index) => ({ key: String(index), cells }))}
          classes={{
            caption: 'pb-2 text-sm font-medium text-ink',
            headCell: 'border-b border-slate-300 px-3 py-2 text-sm font-semibold text-ink',
            row: 'border-b border-slate-200',
            rowHeader: 'px-3 py-2 font-medium',
            cell: 'px-3 py-2',
          }}
        />
      ) : null}
    </div>
  );
}

function FieldValue({ field }: { field: LeadField }) {
  const { value, href, multiline } = field;
  if (typeof value !== 'string') {
    return (
      <ul className="list-disc space-y-1 pl-5">
        {value.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ul>
    );
  }
  if (href) {
    return (
      <a
        href={href}
        className={`inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 ${
          href.startsWith('tel:') ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'
        }`}
      >
        {value}
      </a>
    );
  }
  return (
    <span className={multiline ? 'whitespace-pre-line' : '[overflow-wrap:anywhere]'}>{value}</span>
  );
}
