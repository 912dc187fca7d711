/**
 * One change to the advisers' roster, as `npm run advisers` and the local server's
 * /local/advisers take it: checked with the lead schema's own name and e-mail rules, then applied
 * to the store. The answer is what the command prints.
 */
import { emailField, nameField } from '../../supabase/functions/_shared/lead-schema';
import type { Adviser, LeadStore } from '../../supabase/functions/send-email/store/lead-store';

export type RosterChange = { add: { name: string; email: string } } | { remove: string };

export type RosterResult = { added: Adviser } | { removed: string; wasActive: boolean };

/** The change a request names, checked; or the Polish reason it is refused. */
export function rosterChange(given: unknown): RosterChange | { error: string } {
  const body = (typeof given === 'object' && given !== null ? given : {}) as {
    add?: { name?: unknown; email?: unknown };
    remove?: unknown;
  };
  const address = (value: unknown) =>
    typeof value === 'string' ? emailField.safeParse(value) : undefined;
  if (body.add) {
    const name = typeof body.add.name === 'string' ? nameField.safeParse(body.add.name) : undefined;
    if (!name?.success) return { error: 'Podaj imię i nazwisko doradcy (co najmniej 2 litery).' };
    const email = address(body.add.email);
    if (!email?.success) return { error: 'Podaj poprawny adres e-mail doradcy.' };
    return { add: { name: name.data, email: email.data } };
  }
  const removed = address(body.remove);
  if (removed?.success) return { remove: removed.data };
  return { error: 'Podaj, kogo dodać (--add IMIĘ --email ADRES) albo usunąć (--remove ADRES).' };
}

export async function applyRosterChange(
  store: LeadStore,
  change: RosterChange,
  now: Date,
): Promise<RosterResult> {
  if ('add' in change)
    return { added: await store.addAdviser(change.add.name, change.add.email, now) };
  return { removed: change.remove, wasActive: await store.removeAdviser(change.remove, now) };
}
