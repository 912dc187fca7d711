/**
 * The notification's two parts from its content: plain text (labels and values, lists one item per
 * line) and HTML (a table per section, every value escaped, phone and e-mail as links). Every value
 * passes through headerSafe (one line) or mailLines (free text): nothing a visitor typed can start
 * a line of its own.
 */
import { escapeHtml, headerSafe, mailLines } from './format.ts';

export interface Field {
  label: string;
  /** One value, or a list (shown one per line); an empty value or list shows `empty`. */
  value: string | readonly string[];
  href?: string;
  empty?: string;
  /** Free text over several lines (a message); every other value is shown on one line. */
  multiline?: boolean;
}

/** Rows of values under column headings (the calculator's debts); every cell is one line. */
export interface Table {
  /** What the table lists, read before it (its caption in HTML). */
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
  /** The last row, set apart: the sums of the columns. */
  footer?: readonly string[];
}

export interface Section {
  title: string;
  fields: Field[];
  /** Shown after the fields. */
  table?: Table;
  note?: string;
}

export interface Content {
  /** A warning shown before everything else (a correction, a lead that is not stored). */
  notice?: string;
  action: string;
  /** The reader's own link to act on the lead (an adviser's "Przejmuję zgłoszenie"). */
  link?: { label: string; href: string };
  sections: Section[];
  replyTo?: string;
  /** Replaces the "Otrzymano: …" line (a report is about a week, not a moment). */
  when?: string;
  /** Replaces the footer (a report is not a form's message). */
  footer?: string;
}

/** A string value as the lines it is shown on. */
const linesOf = (field: Field, value: string) =>
  field.multiline ? mailLines(value) : [headerSafe(value)];

function textField(field: Field): string[] {
  const { label, value } = field;
  if (typeof value === 'string') {
    if (value === '') return [`${label}: ${field.empty ?? 'Nie podano'}`];
    const lines = linesOf(field, value);
    return lines.length === 1
      ? [`${label}: ${lines[0] ?? ''}`]
      : [`${label}:`, ...lines.map((l) => `  ${l}`)];
  }
  if (value.length === 0) return [`${label}: ${field.empty ?? 'Brak'}`];
  return [`${label}:`, ...value.map((item) => `  - ${headerSafe(item)}`)];
}

/**
 * A table in plain text: a line per row, the cells padded to their column's width (numbers to the
 * right, the first column to the left), the sums under a rule.
 */
function textTable(table: Table): string[] {
  const all = [table.headers, ...table.rows, ...(table.footer ? [table.footer] : [])].map((row) =>
    row.map((cell) => headerSafe(cell)),
  );
  const widths = table.headers.map((_, column) =>
    Math.max(...all.map((row) => (row[column] ?? '').length)),
  );
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const [head, ...rest] = all;
  const body = table.footer ? rest.slice(0, -1) : rest;
  const sums = table.footer ? rest.slice(-1) : [];
  return [
    `${headerSafe(table.caption)}:`,
    line(head ?? []),
    rule,
    ...body.map(line),
    ...(sums.length > 0 ? [rule, ...sums.map(line)] : []),
  ];
}

export function renderText(heading: string, content: Content, receivedAt: string): string {
  const lines = [
    heading,
    '',
    ...(content.notice ? [`UWAGA: ${content.notice}`, ''] : []),
    `Co zrobić: ${content.action}`,
    ...(content.link ? [`${content.link.label}: ${content.link.href}`] : []),
    content.when ?? `Otrzymano: ${receivedAt} (czas polski)`,
  ];
  for (const section of content.sections) {
    lines.push('', section.title.toUpperCase(), ...section.fields.flatMap(textField));
    if (section.table) lines.push(...textTable(section.table));
    if (section.note) lines.push(section.note);
  }
  lines.push('', '-- ', footer(content));
  return `${lines.join('\n')}\n`;
}

function footer(content: Content): string {
  if (content.footer) return content.footer;
  const reply = content.replyTo ? ' Odpowiedź na tę wiadomość trafi do klienta.' : '';
  return `Wiadomość wysłana automatycznie przez formularz na stronie.${reply}`;
}

const CELL = 'padding:4px 0;vertical-align:top';
const HEAD = 'padding:4px 16px 4px 0;text-align:left;vertical-align:top;font-weight:600';

const TABLE_HEAD =
  'padding:4px 12px;border-bottom:1px solid #cbd2d9;text-align:right;font-weight:600';
const TABLE_CELL = 'padding:4px 12px;text-align:right;white-space:nowrap';
const TABLE_SUM = `${TABLE_CELL};border-top:1px solid #cbd2d9;font-weight:600`;

/** A data table with a caption, column headings and, set apart, the sums; every cell escaped. */
function htmlTable(table: Table): string {
  const cell = (style: string, value: string, tag: 'td' | 'th' = 'td', scope = '') =>
    `<${tag}${scope ? ` scope="${scope}"` : ''} style="${style}">${escapeHtml(headerSafe(value))}</${tag}>`;
  const head = table.headers.map((header) => cell(TABLE_HEAD, header, 'th', 'col')).join('');
  const rows = table.rows
    .map((row) => `<tr>${row.map((value) => cell(TABLE_CELL, value)).join('')}</tr>`)
    .join('\n');
  const footer = table.footer
    ? `\n<tfoot><tr>${table.footer.map((value) => cell(TABLE_SUM, value)).join('')}</tr></tfoot>`
    : '';
  return (
    `<table style="border-collapse:collapse;margin-top:8px">\n` +
    `<caption style="text-align:left;font-weight:600;padding:4px 0">${escapeHtml(headerSafe(table.caption))}</caption>\n` +
    `<thead><tr>${head}</tr></thead>\n<tbody>\n${rows}\n</tbody>${footer}\n</table>`
  );
}

function htmlValue(field: Field): string {
  const { value } = field;
  if (typeof value !== 'string') {
    if (value.length === 0) return escapeHtml(field.empty ?? 'Brak');
    const items = value.map((item) => `<li>${escapeHtml(headerSafe(item))}</li>`).join('');
    return `<ul style="margin:0;padding-left:18px">${items}</ul>`;
  }
  if (value === '') return escapeHtml(field.empty ?? 'Nie podano');
  const shown = linesOf(field, value).map(escapeHtml).join('<br>');
  return field.href ? `<a href="${escapeHtml(field.href)}">${shown}</a>` : shown;
}

export function renderHtml(
  heading: string,
  content: Content,
  receivedAt: string,
  subject: string,
): string {
  const sections = content.sections.map((section) => {
    const rows = section.fields
      .map(
        (field) =>
          `<tr><th scope="row" style="${HEAD}">${escapeHtml(field.label)}</th>` +
          `<td style="${CELL}">${htmlValue(field)}</td></tr>`,
      )
      .join('\n');
    const note = section.note ? `\n<p style="margin:6px 0 0">${escapeHtml(section.note)}</p>` : '';
    const table = section.table ? `\n${htmlTable(section.table)}` : '';
    return (
      `<h2 style="margin:20px 0 6px;font-size:16px">${escapeHtml(section.title)}</h2>\n` +
      `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>${table}${note}`
    );
  });
  return [
    '<!doctype html>',
    '<html lang="pl">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2933">',
    `<h1 style="margin:0 0 12px;font-size:20px">${escapeHtml(heading)}</h1>`,
    ...(content.notice
      ? [
          `<p style="margin:0 0 8px;padding:10px 12px;background:#fde8e8;border-left:4px solid #c81e1e"><strong>UWAGA:</strong> ${escapeHtml(content.notice)}</p>`,
        ]
      : []),
    `<p style="margin:0 0 8px;padding:10px 12px;background:#fff4d6;border-left:4px solid #e0a100"><strong>Co zrobić:</strong> ${escapeHtml(content.action)}</p>`,
    ...(content.link
      ? [
          `<p style="margin:12px 0"><a href="${escapeHtml(content.link.href)}" style="display:inline-block;padding:12px 20px;background:#1d4ed8;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(content.link.label)}</a></p>`,
        ]
      : []),
    `<p style="margin:0;color:#52606d">${escapeHtml(content.when ?? `Otrzymano: ${receivedAt} (czas polski)`)}</p>`,
    ...sections,
    `<p style="margin:24px 0 0;color:#7b8794;font-size:13px">${escapeHtml(footer(content))}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
