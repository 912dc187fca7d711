// @vitest-environment node
/**
 * `npm run leads -- --email / --phone / --name [--forget]` (GDPR art. 15 and 17), `--by-source`, `--surveys` and `--report`
 * against a running local server, as an owner and the marketers use them: the command asks the server, which holds the store. One server, few spawns
 * (each about half a CPU-second: the commands load neither the server nor a store engine), run side by side where they do not depend on each other.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFunctionsServer, type FunctionsServer } from '../scripts/functions-server';
import { FUNCTION_PATH, LOCAL_LEADS_PATH } from '../scripts/lib/local-server-paths';
import { outcomeIds } from '../supabase/functions/_shared/adviser-request';
import type { LeadReport } from '../supabase/functions/send-email/store/report-queries';

let dir: string;
let server: FunctionsServer;
let base: string;
let port = 0;
/** The refusals, started while the server starts: they exit before asking it anything. */
let refusals: Promise<[Run, Run]>;

/** The ids of the stored leads, by the name or address that marks each. */
const ids: Record<'anna' | 'annaNewsletter' | 'jan', string> = {
  anna: '',
  annaNewsletter: '',
  jan: '',
};

const annaContact = {
  name: 'Anna Kowalska',
  email: 'anna.kowalska@example.pl',
  phone: '600 100 200',
  message: 'Proszę o telefon w sprawie konsolidacji.',
  formType: 'contact',
  pageName: 'Formularz kontaktowy',
  submissionId: '0b6a3c9e-1f2d-4e5a-9b8c-7d6e5f4a3b21',
};
const annaNewsletter = {
  email: 'Anna.Kowalska@Example.PL',
  consentMarketing: true,
  formType: 'newsletter',
  pageName: 'Strona główna',
  submissionId: '1c7b4d0f-2a3e-4f6b-8c9d-8e7f6a5b4c32',
};
const janContact = {
  ...annaContact,
  name: 'Jan Nowak',
  email: 'jan.nowak@example.pl',
  phone: '601 200 300',
  submissionId: '2d8c5e1a-3b4f-4a7c-9d0e-9f8a7b6c5d43',
  // A campaign tag anyone can write into an address, here one a spreadsheet would run as a formula.
  attribution: { source: 'google', medium: 'cpc', campaign: '-2+3', landingPage: '/' },
};

const post = async (body: object) => {
  const response = await fetch(`${base}${FUNCTION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
};

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `scripts/leads.ts …` through tsx (what `npm run leads --` runs) with the test server's port;
 * `node --import tsx` spares the second process that the tsx command starts.
 */
function leadsCli(...args: string[]): Promise<Run> {
  return ownerCli('scripts/leads.ts', ...args);
}

/** One of the owner's commands (`scripts/<name>.ts`), as leadsCli runs `npm run leads`. */
function ownerCli(script: string, ...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    FUNCTIONS_PORT: String(port),
    // Were the server not to answer, the command would meet its lock here, not touch .data/.
    LEADS_DB_DIR: join(dir, 'leads'),
  };
  delete env.LEADS_DATABASE_URL;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', script, ...args],
      { env, timeout: 60_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'leads-cli-'));
  refusals = Promise.all([leadsCli('--forget', 'anna.kowalska'), leadsCli('--list')]);
  server = await startFunctionsServer({
    port: 0,
    dataDir: join(dir, 'leads'),
    outboxDir: join(dir, 'outbox'),
    quiet: true,
    log: () => {},
    env: {},
  });
  const address = server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  base = `http://127.0.0.1:${port}`;
  await post(annaContact);
  await post(annaNewsletter);
  await post(janContact);
  await post({
    formType: 'survey',
    experience: 'neutral',
    additionalFeedback: 'Czytelny formularz.',
  });
  const listed = (await (await fetch(`${base}${LOCAL_LEADS_PATH}`)).json()) as {
    id: string;
    kind: string;
    payload: { email: string };
  }[];
  for (const lead of listed) {
    if (lead.payload.email === janContact.email) ids.jan = lead.id;
    else if (lead.kind === 'newsletter') ids.annaNewsletter = lead.id;
    else ids.anna = lead.id;
  }
}, 120_000);

afterAll(async () => {
  await (server as FunctionsServer | undefined)?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('npm run leads -- --email / --forget (GDPR requests)', () => {
  it('lists one address’s leads whatever their case, erases them, and nothing else', async () => {
    expect(Object.values(ids).every(Boolean)).toBe(true);

    const found = await leadsCli('--email', 'ANNA.kowalska@example.pl');
    expect(found.code).toBe(0);
    expect(found.stdout).toContain(ids.anna);
    expect(found.stdout).toContain(ids.annaNewsletter);
    expect(found.stdout).toContain('Anna Kowalska');
    expect(found.stdout).toContain('Newsletter: zapis niepotwierdzony');
    expect(found.stdout).not.toContain(ids.jan);
    expect(found.stdout).not.toContain('Jan Nowak');

    const forgotten = await leadsCli('--forget', 'anna.kowalska@example.pl');
    expect(forgotten.code).toBe(0);
    expect(forgotten.stdout).toContain('Usunięto dane adresu anna.kowalska@example.pl');
    expect(forgotten.stdout).toContain(ids.anna);
    expect(forgotten.stdout).toContain(ids.annaNewsletter);
    expect(forgotten.stdout).toContain('zgłoszenia (2)');
    expect(forgotten.stdout).toContain('zapis na newsletter: usunięty');
    expect(forgotten.stdout).not.toContain(ids.jan);

    const [again, nobody] = await Promise.all([
      leadsCli('--email', 'anna.kowalska@example.pl', '--json'),
      leadsCli('--forget', 'nikt@example.pl'),
    ]);
    expect(again.code).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ leads: [] });
    expect(nobody.code).toBe(0);
    expect(nobody.stdout).toContain('Nie znaleziono danych adresu nikt@example.pl');

    const left = (await (await fetch(`${base}${LOCAL_LEADS_PATH}`)).json()) as { id: string }[];
    expect(left.map((lead) => lead.id)).toEqual([ids.jan]);
  }, 120_000);

  it('finds a person who left only a phone by the phone or the name, and erases them', async () => {
    const who = { name: "Zdzisław O'Brien", formType: 'application' };
    await post({
      ...who,
      email: 'brak-emaila@lead.invalid',
      phone: '762 447 198',
      loanAmount: '',
      pageName: 'Pożyczka konsolidacyjna',
    });
    const [byPhone, byName] = await Promise.all([
      leadsCli('--phone', '(+48) 762-447-198', '--json'),
      leadsCli('--name', "zdzisław  o'brien", '--json'),
    ]);
    for (const found of [byPhone, byName]) {
      expect(found.code).toBe(0);
      const leads = (JSON.parse(found.stdout) as { leads: { payload: { name: string } }[] }).leads;
      expect(leads.map((lead) => lead.payload.name)).toEqual([who.name]);
    }
    const forgotten = await leadsCli('--forget', '--phone', '0048 762 447 198');
    expect(forgotten.code).toBe(0);
    expect(forgotten.stdout).toContain('Usunięto dane telefonu 0048 762 447 198');
    expect(forgotten.stdout).toContain('zgłoszenia (1)');
    const left = (await (await fetch(`${base}${LOCAL_LEADS_PATH}`)).json()) as { id: string }[];
    expect(left.map((lead) => lead.id)).toEqual([ids.jan]);
  }, 120_000);

  it('npm run advisers: the roster the notifications go to, changed without a restart', async () => {
    const advisers = (...args: string[]) => ownerCli('scripts/advisers.ts', ...args);
    const [added, noAddress] = await Promise.all([
      advisers('--add', 'Anna Doradczyni', '--email', 'Anna@Spokojnarata.pl'),
      advisers('--add', 'Bez Adresu'),
    ]);
    expect(added.code).toBe(0);
    expect(added.stdout).toContain('Anna Doradczyni <anna@spokojnarata.pl> dostaje zgłoszenia');
    expect(noAddress.code).toBe(2);
    expect(noAddress.stderr).toContain('Podaj poprawny adres e-mail doradcy.');
    const listed = await advisers('--list', '--json');
    expect(JSON.parse(listed.stdout)).toMatchObject([
      { name: 'Anna Doradczyni', email: 'anna@spokojnarata.pl', active: true },
    ]);
    // The next lead's e-mail goes to her, not to the configured inbox.
    await post({
      ...janContact,
      message: 'Do doradczyni.',
      submissionId: crypto.randomUUID(),
      attribution: undefined,
    });
    interface OutboxRecord {
      to: string[];
      payload: { message?: string };
    }
    const records = async () =>
      Promise.all(
        (await readdir(join(dir, 'outbox')))
          .filter((name) => name.endsWith('.json'))
          .map(
            async (name) =>
              JSON.parse(await readFile(join(dir, 'outbox', name), 'utf8')) as OutboxRecord,
          ),
      );
    await expect
      .poll(async () => (await records()).find((r) => r.payload.message === 'Do doradczyni.')?.to)
      .toEqual(['anna@spokojnarata.pl']);
    const removed = await advisers('--remove', 'anna@spokojnarata.pl');
    expect(removed.stdout).toContain('anna@spokojnarata.pl nie dostaje już zgłoszeń');
    expect((await advisers('--list')).stdout).toContain('usunięty  Anna Doradczyni');
  }, 120_000);

  it('counts the leads per campaign for the marketers and lists the survey answers', async () => {
    const [table, csv, answers, badDate] = await Promise.all([
      leadsCli('--by-source'),
      leadsCli('--by-source', '--since', '2020-01-01', '--csv'),
      leadsCli('--surveys'),
      leadsCli('--by-source', '--since', '1.11.2026'),
    ]);
    expect(table.code).toBe(0);
    expect(table.stdout).toMatch(/google \/ cpc \/ -2\+3\s+1\s+1\n/);
    expect(csv.code).toBe(0);
    expect(csv.stdout.split('\n')).toContain(`google,cpc,"'-2+3",contact,1`);
    expect(answers.code).toBe(0);
    expect(answers.stdout).toContain('neutralnie');
    expect(answers.stdout).toContain('Czytelny formularz.');
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('RRRR-MM-DD');
  }, 120_000);

  it('reports the owner’s figures as JSON, and refuses a date that does not exist', async () => {
    const [json, badDate] = await Promise.all([
      leadsCli('--report', '--json'),
      leadsCli('--report', '--since', '2026-13-01'),
    ]);
    expect(json.code).toBe(0);
    const report = JSON.parse(json.stdout) as LeadReport;
    const untouched = { median: null, p90: null };
    const week = report.weeks.at(-1);
    expect(Object.keys(week ?? {})).toEqual([
      'week',
      'leads',
      'claimed',
      'claimMinutes',
      'firstCallMinutes',
      'promised',
      'withinPromise',
      'outcomes',
    ]);
    expect(week?.week).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(week?.leads).toBeGreaterThan(0);
    // Nobody has claimed or called these leads.
    expect(week).toMatchObject({
      claimed: 0,
      claimMinutes: untouched,
      firstCallMinutes: untouched,
      withinPromise: 0,
      outcomes: Object.fromEntries(outcomeIds.map((id) => [id, 0])),
    });
    expect(report.campaigns).toContainEqual({
      source: 'google',
      medium: 'cpc',
      campaign: '-2+3',
      leads: 1,
      conversation: 0,
      application: 0,
      payout: 0,
    });
    expect(badDate.code).toBe(2);
    expect(badDate.stderr).toContain('--since: podaj datę jako RRRR-MM-DD');
  }, 120_000);

  it('refuses a bad address and an unknown flag with a usage message and exit code 2', async () => {
    const [badAddress, unknownFlag] = await refusals;
    expect(badAddress.code).toBe(2);
    expect(badAddress.stderr).toContain('Podaj jeden poprawny adres e-mail');
    expect(badAddress.stdout).toBe('');
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toContain('Nieznana opcja: --list');
    expect(unknownFlag.stderr).toContain('Użycie:');
  });
});
