/**
 * The consents of a stored lead in one line of `npm run leads`: what the visitor confirmed and
 * agreed to, channel by channel, and the version of the wording shown. Boxes the form does not
 * have are left out.
 */
import type { LeadConsents } from '../../supabase/functions/send-email/store/lead-store';

const yesNo = (value: boolean) => (value ? 'tak' : 'nie');

export function consentLine(consents: LeadConsents): string {
  const parts: string[] = [];
  const add = (label: string, value: boolean | null) => {
    if (value !== null) parts.push(`${label}: ${yesNo(value)}`);
  };
  add('prośba o kontakt', consents.processing);
  add('oferty e-mailem', consents.marketingEmail);
  add('oferty telefonicznie', consents.marketingPhone);
  if (consents.marketingEmail === null && consents.marketingPhone === null) {
    add('zgoda marketingowa (dawny formularz, e-mail lub telefon)', consents.marketing);
  }
  add('analiza dokumentów', consents.documents);
  if (parts.length === 0) return 'zgody: formularz nie wysyła pól zgód';
  const version = consents.version ? ` (wersja treści ${consents.version})` : '';
  return `zgody: ${parts.join(', ')}${version}`;
}
