import { Fragment } from 'react';
import type { BrokerDisclosure } from '@/content/company';

interface BrokerDisclosureListProps {
  disclosure: BrokerDisclosure;
  /** Colours for the dark footer; default is for a light page section. */
  onDark?: boolean;
}

/**
 * The broker disclosure (company data, KNF entry, scope of authority, lenders) as one description
 * list, used by the footer and by /o-nas. A value still to be supplied is shown marked, in italics.
 */
export function BrokerDisclosureList({ disclosure, onDark = false }: BrokerDisclosureListProps) {
  const labelClass = onDark ? 'text-brand-300' : 'text-ink-muted';
  const valueClass = onDark ? 'text-brand-100' : 'text-ink';
  const pendingClass = 'italic';
  const { lenders } = disclosure;
  return (
    <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,16rem)_1fr]">
      {disclosure.rows.map((row) => (
        <Fragment key={row.label}>
          <dt className={labelClass}>{row.label}</dt>
          <dd className={`${valueClass} ${row.pending ? pendingClass : ''}`}>{row.value}</dd>
        </Fragment>
      ))}
      <dt className={labelClass}>{lenders.label}</dt>
      {lenders.names.length > 0 ? (
        <dd className={valueClass}>
          <ul>
            {lenders.names.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </dd>
      ) : (
        <dd className={`${valueClass} ${pendingClass}`}>{lenders.pendingText}</dd>
      )}
    </dl>
  );
}
