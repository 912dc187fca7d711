/**
 * `npm run advisers`: the owner's roster of advisers, who receive the leads' notifications at
 * their own addresses (with none, LEAD_EMAIL_TO). No redeploy: the function reads the roster for
 * every e-mail.
 *
 *   npm run advisers [-- --list] [--json]              the roster, active advisers first
 *   npm run advisers -- --add "IMIĘ NAZWISKO" --email ADRES
 *                                                      adds an adviser (or makes one active again)
 *   npm run advisers -- --remove ADRES                 stops their e-mails (the row stays)
 *
 * Where: as `npm run leads` (scripts/lib/lead-store-access.ts): LEADS_DATABASE_URL for production,
 * else the running local server, else .data/leads.
 */
import { parseArgs } from 'node:util';
import type { Adviser } from '../supabase/functions/send-email/store/lead-store';
import { LOCAL_ADVISERS_PATH } from './lib/local-server-paths';
import {
  applyRosterChange,
  rosterChange,
  type RosterChange,
  type RosterResult,
} from './lib/adviser-roster';
import { askServer, run } from './lib/lead-store-access';
import { UsageError, runOwnerCommand } from './lib/owner-command';

const USAGE = `Użycie:
  npm run advisers [-- --list] [--json]                 lista doradców (aktywni pierwsi)
  npm run advisers -- --add "IMIĘ NAZWISKO" --email ADRES
                                                        dodaje doradcę (albo przywraca usuniętego)
  npm run advisers -- --remove ADRES                    doradca przestaje dostawać zgłoszenia
Bez doradców na liście zgłoszenia trafiają na adres LEAD_EMAIL_TO.
Z LEADS_DATABASE_URL działa na bazie produkcyjnej, inaczej na lokalnej (.data/leads).`;

type Command = { name: 'list'; json: boolean } | { name: 'change'; change: RosterChange };

function parseCommand(args: string[]): Command {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      strict: true,
      options: {
        list: { type: 'boolean' },
        json: { type: 'boolean' },
        add: { type: 'string' },
        email: { type: 'string' },
        remove: { type: 'string' },
      },
    }));
  } catch (error) {
    throw new UsageError(`Niezrozumiałe polecenie (${(error as Error).message.split('.')[0]}).`);
  }
  if (values.add !== undefined && values.remove !== undefined) {
    throw new UsageError('Podaj --add albo --remove, nie oba naraz.');
  }
  if (values.add === undefined && values.remove === undefined) {
    if (values.email !== undefined) throw new UsageError('--email idzie razem z --add.');
    return { name: 'list', json: values.json ?? false };
  }
  const change = rosterChange(
    values.add !== undefined
      ? { add: { name: values.add, email: values.email } }
      : { remove: values.remove },
  );
  if ('error' in change) throw new UsageError(change.error);
  return { name: 'change', change };
}

async function list(json: boolean) {
  const { result, where } = await run(
    () => askServer<Adviser[]>(LOCAL_ADVISERS_PATH),
    (store) => store.listAdvisers(),
    [],
  );
  if (json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  if (result.length === 0) {
    console.log(`Brak doradców ${where}: zgłoszenia trafiają na adres LEAD_EMAIL_TO.`);
    return;
  }
  console.log(`Doradcy ${where}:`);
  for (const adviser of result) {
    console.log(
      `  ${adviser.active ? 'aktywny ' : 'usunięty'}  ${adviser.name} <${adviser.email}>`,
    );
  }
}

async function change(requested: RosterChange) {
  const { result, where } = await run<RosterResult | undefined>(
    () =>
      askServer<RosterResult>(LOCAL_ADVISERS_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(requested),
      }),
    (store) => applyRosterChange(store, requested, new Date()),
    undefined,
  );
  if (!result) {
    console.log(`Brak bazy zgłoszeń ${where}: uruchom najpierw npm start.`);
    process.exitCode = 1;
  } else if ('added' in result) {
    console.log(
      `Dodano ${where}: ${result.added.name} <${result.added.email}> dostaje zgłoszenia.`,
    );
  } else if (result.wasActive) {
    console.log(`Usunięto ${where}: ${result.removed} nie dostaje już zgłoszeń.`);
  } else {
    console.log(
      `Nie ma aktywnego doradcy z adresem ${result.removed} ${where}; nic nie zmieniono.`,
    );
  }
}

await runOwnerCommand(USAGE, parseCommand, async (command) => {
  if (command.name === 'list') await list(command.json);
  else await change(command.change);
});
