import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DataTable } from './data-table';
import { TableRegion } from './table-region';

/*
 * Legal documents (privacy policy, terms, cookie policy): plain data rendered below. Internal
 * links are parts of a paragraph, never raw HTML.
 */

/** A link to a path of the site, rendered as a router link. */
export interface TextLink {
  text: string;
  to: string;
}

/** A piece of running text: plain text or an internal link. */
export type TextPart = string | TextLink;

/** A paragraph or list item: a plain string, or text parts with links in between. */
export type RichText = string | readonly TextPart[];

/** A data table, e.g. the list of cookies: a caption, column headers and rows of cells. */
export interface LegalTable {
  caption: string;
  columns: readonly string[];
  /** Each row has one cell per column; the first cell names the row. */
  rows: readonly (readonly string[])[];
}

export interface LegalSection {
  /** Anchor of the section, used by the table of contents. */
  id: string;
  /** Heading without its number; the renderer numbers the sections. */
  heading: string;
  paragraphs: readonly RichText[];
  list?: readonly RichText[];
  table?: LegalTable;
  /** Paragraphs after the list or table. */
  closing?: readonly RichText[];
}

export interface LegalDocument {
  /** Date of the last change, dd.mm.yyyy. */
  lastUpdated: string;
  /** e.g. "Ostatnia aktualizacja:". */
  lastUpdatedLabel: string;
  /** Label of the table of contents. */
  tocTitle: string;
  sections: readonly LegalSection[];
}

const linkClass =
  'font-medium text-brand-800 underline decoration-brand-300 underline-offset-2 hover:text-brand-950 hover:decoration-brand-700';

/** "15.05.2025" → "2025-05-15" for the machine-readable date. */
function isoDate(date: string): string {
  return date.split('.').reverse().join('-');
}

/** A paragraph or list item: text with internal links as router links. */
function Text({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) =>
    typeof part === 'string' ? (
      part
    ) : (
      <Link key={index} to={part.to} className={linkClass}>
        {part.text}
      </Link>
    ),
  );
}

/**
 * A legal table (the cookie list): a table of up to four columns where it fits the text column,
 * label/value blocks on a phone; a wider one is too wide for the 42rem column, so it is stacked on
 * every screen, each row a block headed by its name (./data-table.tsx).
 */
function DocumentTable({ table }: { table: LegalTable }) {
  const [nameColumn = '', ...valueColumns] = table.columns;
  return (
    <TableRegion
      label={table.caption}
      className="mt-5 rounded-card border border-brand-100 bg-white"
    >
      <DataTable
        caption={table.caption}
        stack={table.columns.length > 4 ? 'always' : 'narrow'}
        stackedLayout="aligned"
        columns={[
          { label: nameColumn, unlabelledWhenStacked: true },
          ...valueColumns.map((label) => ({ label })),
        ]}
        rows={table.rows.map((cells) => ({ key: cells[0] ?? '', cells }))}
        classes={{
          table: 'text-sm',
          caption: 'bg-brand-50 px-4 py-3 font-semibold text-brand-950',
          headCell: 'border-b border-brand-100 bg-brand-50 px-4 py-2 font-semibold text-brand-900',
          row: 'border-b border-brand-100 align-top last:border-b-0 even:bg-surface-muted',
          rowHeader: 'px-4 py-3 font-mono font-medium text-ink stacked:pt-2',
          cell: 'px-4 py-3 leading-relaxed text-ink-muted',
        }}
      />
    </TableRegion>
  );
}

/**
 * A legal document (privacy policy, terms, cookie policy): a table of contents linking to the
 * sections, numbered H2 sections with paragraphs, lists and tables, and the date of the last change.
 */
export function LegalDocumentSection({ document }: { document: LegalDocument }) {
  const tocId = useId();
  return (
    <section data-section="legal-document" className="pb-16 sm:pb-20">
      <div className="container-page lg:grid lg:grid-cols-[minmax(0,42rem)_17rem] lg:items-start lg:justify-between lg:gap-12">
        <nav
          aria-labelledby={tocId}
          className="rounded-card border border-brand-100 bg-brand-50 p-5 sm:p-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1 lg:max-h-[calc(100vh-7rem)] lg:overflow-y-auto"
        >
          <p id={tocId} className="text-base font-semibold text-brand-950">
            {document.tocTitle}
          </p>
          <ol className="mt-3 grid gap-1.5 text-[0.9375rem]">
            {document.sections.map((section, index) => (
              <li key={section.id} className="flex gap-2">
                <span className="w-6 shrink-0 text-right text-ink-muted tabular-nums">
                  {index + 1}.
                </span>
                <a href={`#${section.id}`} className={linkClass}>
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-8 max-w-prose lg:col-start-1 lg:row-start-1 lg:mt-0">
          <p className="text-sm text-ink-muted">
            {document.lastUpdatedLabel}{' '}
            <time dateTime={isoDate(document.lastUpdated)} className="font-semibold text-ink">
              {document.lastUpdated}
            </time>
          </p>

          {document.sections.map((section, index) => (
            <section key={section.id} className="mt-10 sm:mt-12">
              <h2
                id={section.id}
                className="text-xl font-bold tracking-tight text-balance text-brand-950 sm:text-2xl"
              >
                <span className="text-brand-600 tabular-nums">{index + 1}.</span> {section.heading}
              </h2>
              <div className="mt-4 grid gap-4 leading-relaxed text-pretty text-ink">
                {section.paragraphs.map((paragraph, paragraphIndex) => (
                  <p key={paragraphIndex}>
                    <Text text={paragraph} />
                  </p>
                ))}
                {section.list ? (
                  <ul className="grid list-disc gap-2 pl-6 marker:text-brand-500">
                    {section.list.map((item, itemIndex) => (
                      <li key={itemIndex} className="pl-1">
                        <Text text={item} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              {section.table ? <DocumentTable table={section.table} /> : null}
              {section.closing?.length ? (
                <div className="mt-4 grid gap-4 leading-relaxed text-pretty text-ink">
                  {section.closing.map((paragraph, paragraphIndex) => (
                    <p key={paragraphIndex}>
                      <Text text={paragraph} />
                    </p>
                  ))}
                </div>
              ) : null}
            </section>
          ))}
        </div>
      </div>
    </section>
  );
}
