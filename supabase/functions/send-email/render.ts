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

export interface Section {
  title: string;
  fields: Field[];
  note?: string;
}

export interface Content {
  /** A warning shown before everything else (a correction, a lead that is not stored). */
  notice?: string;
  action: string;
  sections: Section[];
  replyTo?: string;
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

export function renderText(heading: string, content: Content, receivedAt: string): string {
  const lines = [
    heading,
    '',
    ...(content.notice ? [`UWAGA: ${content.notice}`, ''] : []),
    `Co zrobić: ${content.action}`,
    `Otrzymano: ${receivedAt} (czas polski)`,
  ];
  for (const section of content.sections) {
    lines.push('', section.title.toUpperCase(), ...section.fields.flatMap(textField));
    if (section.note) lines.push(section.note);
  }
  lines.push('', '-- ', footer(content));
  return `${lines.join('\n')}\n`;
}

function footer(content: Content): string {
  const reply = content.replyTo ? ' Odpowiedź na tę wiadomość trafi do klienta.' : '';
  return `Wiadomość wysłana automatycznie przez formularz na stronie.${reply}`;
}

const CELL = 'padding:4px 0;vertical-align:top';
const HEAD = 'padding:4px 16px 4px 0;text-align:left;vertical-align:top;font-weight:600';

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
    return (
      `<h2 style="margin:20px 0 6px;font-size:16px">${escapeHtml(section.title)}</h2>\n` +
      `<table role="presentation" style="border-collapse:collapse">\n${rows}\n</table>${note}`
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
    `<p style="margin:0;color:#52606d">Otrzymano: ${escapeHtml(receivedAt)} (czas polski)</p>`,
    ...sections,
    `<p style="margin:24px 0 0;color:#7b8794;font-size:13px">${escapeHtml(footer(content))}</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
