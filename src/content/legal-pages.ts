/**
 * The legal pages' content type (privacy policy, terms, cookie policy) and the counted phrases
 * their text uses. The document's shape belongs to its renderer, src/sections/legal-document.tsx
 * (LegalDocument).
 */
import { pluralPl } from '@/lib/format';
import type { LegalDocument } from '@/sections/legal-document';
import type { PageContent } from './types';

export interface LegalPageContent extends PageContent {
  document: LegalDocument;
}

/** Polish plural of a count: 1 rok, 2 lata, 5 lat, 22 lata. */
export function plural(count: number, one: string, few: string, many: string): string {
  return `${count} ${pluralPl(count, one, few, many)}`;
}

export const years = (count: number) => plural(count, 'rok', 'lata', 'lat');
/** 6 miesięcy, 12 miesięcy, 24 miesiące: a period after "przez". */
export const months = (count: number) => plural(count, 'miesiąc', 'miesiące', 'miesięcy');

/**
 * The genitive after "w ciągu", "przez ponad", "do": 1 godziny, 24 godzin (never "24 godziny").
 * Every count above one takes the genitive plural.
 */
export const withinHours = (count: number) => plural(count, 'godziny', 'godzin', 'godzin');
export const withinMinutes = (count: number) => plural(count, 'minuty', 'minut', 'minut');
export const withinDays = (count: number) => plural(count, 'dnia', 'dni', 'dni');
