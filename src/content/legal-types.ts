/**
 * Shape of the legal documents (privacy policy, terms, cookie policy): plain data rendered by
 * src/sections/legal-document.tsx. Internal links are parts of a paragraph, never raw HTML.
 */
import { pluralPl } from '@/lib/format';
import type { PageContent } from './types';

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
  /** Label of the table of contents. */
  tocTitle: string;
  sections: readonly LegalSection[];
}

export interface LegalPageContent extends PageContent {
  document: LegalDocument;
}

/** Polish plural of a count: 1 rok, 2 lata, 5 lat, 22 lata. */
export function plural(count: number, one: string, few: string, many: string): string {
  return `${count} ${pluralPl(count, one, few, many)}`;
}

export const years = (count: number) => plural(count, 'rok', 'lata', 'lat');

/**
 * The genitive after "w ciągu", "przez ponad", "do": 1 godziny, 24 godzin (never "24 godziny").
 * Every count above one takes the genitive plural.
 */
export const withinHours = (count: number) => plural(count, 'godziny', 'godzin', 'godzin');
export const withinMinutes = (count: number) => plural(count, 'minuty', 'minut', 'minut');
export const withinDays = (count: number) => plural(count, 'dnia', 'dni', 'dni');
