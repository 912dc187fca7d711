/**
 * `npm run leads`: the latest local leads with their delivery state, newest first.
 * While `npm start` / `npm run dev` runs, PGlite is held by that server, so this asks the server
 * (GET http://127.0.0.1:<FUNCTIONS_PORT>/local/leads, answered on 127.0.0.1 only); otherwise it
 * opens the store in .data/leads (LEADS_DB_DIR) itself. Flags: --limit N (default 20), --json.
 * Names and phone numbers are shown in full: this is the owner's own machine and data.
 */
import { existsSync } from 'node:fs';
import { warsawTime } from '../supabase/functions/send-email/format';
import { describeLead } from '../supabase/functions/send-email/notification';
import type { Lead } from '../supabase/functions/_shared/lead-schema';
import {
  createLeadStore,
  type StoredLead,
} from '../supabase/functions/send-email/store/lead-store';
import { DEFAULT_FUNCTIONS_PORT, LOCAL_LEADS_PATH, defaultDataDir } from './functions-server';
import { consentLine } from './lib/lead-consents';
import { openLocalLeadDb } from './lib/lead-db';

function flag(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 ? process.argv[index + 1] : undefined;
}

const limit = Math.max(1, Math.min(1000, Number(flag('limit') ?? 20) || 20));
const port = Number(process.env.FUNCTIONS_PORT ?? DEFAULT_FUNCTIONS_PORT);
const dataDir = process.env.LEADS_DB_DIR ?? defaultDataDir(port);

type Listed = Omit<StoredLead, 'receivedAt' | 'deliveredAt' | 'nextAttemptAt'> & {
  receivedAt: string | Date;
  deliveredAt: string | Date | null;
  nextAttemptAt: string | Date;
};

/** Through the running server, or undefined when none answers on the port. */
async function fromServer(): Promise<Listed[] | undefined> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${LOCAL_LEADS_PATH}?limit=${limit}`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    return (await response.json()) as Listed[];
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return undefined;
    throw error;
  }
}

async function fromDisk(): Promise<Listed[]> {
  if (!existsSync(dataDir)) return [];
  const db = await openLocalLeadDb(dataDir);
  try {
    return await createLeadStore(db).latest(limit);
  } finally {
    await db.close();
  }
}

const time = (value: string | Date) => {
  const t = warsawTime(new Date(value));
  return `${t.year}-${t.month}-${t.day} ${t.hour}:${t.minute}:${t.second}`;
};

function line(lead: Listed): string {
  const data = lead.payload as { phone?: string; email?: string };
  const contact = [data.phone, data.email].filter(Boolean).join(', ');
  const state =
    lead.state === 'delivered'
      ? `powiadomiono ${time(lead.deliveredAt ?? lead.receivedAt)}`
      : `czeka na wysyłkę (próby: ${lead.attempts}${lead.lastError ? `, ostatni błąd: ${lead.lastError}` : ''}; następna ${time(lead.nextAttemptAt)})`;
  const who = describeLead({ kind: lead.kind, data: lead.payload } as Lead);
  const consents = `\n    ${consentLine(lead.consents)}`;
  return `${time(lead.receivedAt)}  ${who}${contact ? ` (${contact})` : ''}\n    ${state}  [${lead.id}]${consents}`;
}

try {
  const leads = (await fromServer()) ?? (await fromDisk());
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(leads, null, 2));
  } else if (leads.length === 0) {
    console.log(`Brak zgłoszeń w ${dataDir}.`);
  } else {
    console.log(`Ostatnie zgłoszenia (${leads.length}, najnowsze pierwsze, czas polski):\n`);
    for (const lead of leads) console.log(line(lead));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
