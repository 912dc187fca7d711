import {
  QUICK_LEAD_EMAIL,
  emailField,
  nameField,
  normalPhone,
} from '../../supabase/functions/_shared/lead-schema';
import type { PersonQuery } from '../../supabase/functions/send-email/store/lead-store';

export type { PersonQuery };

/**
 * The details of a GDPR request (`npm run leads -- --email/--phone/--name [--forget]`, the local
 * server's /local/leads?email=&phone=&name= and /local/leads/forget), each checked as a form
 * would check it and trimmed, or the Polish reason. At least one is needed. The quick lead's
 * placeholder address is no one's (it would name every quick lead), so it is refused.
 */
export function requestPerson(
  given: Record<string, unknown>,
): { person: PersonQuery } | { error: string } {
  const person: PersonQuery = {};
  const { email, phone, name } = given;
  if (email !== undefined) {
    const parsed = typeof email === 'string' ? emailField.safeParse(email) : undefined;
    if (!parsed?.success) {
      return { error: 'Podaj jeden poprawny adres e-mail, np. anna.kowalska@example.pl.' };
    }
    if (parsed.data.toLowerCase() === QUICK_LEAD_EMAIL) {
      return {
        error: `${QUICK_LEAD_EMAIL} to adres zastępczy szybkich zgłoszeń bez e-maila, nie adres osoby.`,
      };
    }
    person.email = parsed.data;
  }
  if (phone !== undefined) {
    if (typeof phone !== 'string' || normalPhone(phone) === undefined) {
      return { error: 'Podaj numer telefonu, np. 600 100 200 lub +48 600 100 200.' };
    }
    person.phone = phone.trim();
  }
  if (name !== undefined) {
    const parsed = typeof name === 'string' ? nameField.safeParse(name) : undefined;
    if (!parsed?.success) return { error: 'Podaj imię i nazwisko (co najmniej 2 litery).' };
    person.name = parsed.data;
  }
  if (!person.email && !person.phone && !person.name) {
    return { error: 'Podaj adres e-mail, numer telefonu lub imię i nazwisko.' };
  }
  return { person };
}
