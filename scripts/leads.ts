/**
 * `npm run leads`: the owner's view of the stored leads.
 *
 *   npm run leads [-- --limit N] [--json]     the latest leads with their delivery state
 *   npm run leads -- --email ADDRESS | --phone NUMBER | --name "FULL NAME" [--json]
 *                                             every lead of one person, whatever form they used,
 *                                             and their newsletter subscription (GDPR art. 15)
 *   npm run leads -- --forget --email … | --phone … | --name … [--json]
 *                                             erases them (a GDPR art. 17 erasure request);
 *                                             `--forget ADDRESS` is `--forget --email ADDRESS`
 *   npm run leads -- --by-source [--since YYYY-MM-DD] [--csv | --json]
 *                                             leads per source / medium / campaign and form, for
 *                                             the marketers (public.leads_by_source)
 *   npm run leads -- --surveys [--since YYYY-MM-DD] [--json]
 *                                             the thank-you page's anonymous survey answers
 *   npm run leads -- --report [--since YYYY-MM-DD] [--csv | --json]
 *                                             the owner's figures per week and campaign
 *                                             (public.lead_report)
 *
 * Where the leads are: with LEADS_DATABASE_URL, the production PostgreSQL (used as it is, never
 * migrated); else, while `npm start` / `npm run dev` runs, that server holds PGlite, so this asks it
 * (http://127.0.0.1:<FUNCTIONS_PORT>/local/leads…, answered on 127.0.0.1 only); otherwise it opens
 * the store in .data/leads (LEADS_DB_DIR) itself. No question is asked: it runs in scripts.
 * Names and phone numbers are shown in full: this is the owner's own machine and data.
 */
import { parseArgs } from 'node:util';
import { warsawTime } from '../supabase/functions/send-email/format';
import { describeLead, formTitles } from '../supabase/functions/send-email/notification';
import { weekRange } from '../supabase/functions/send-email/weekly-report';
import { outcomeIds, outcomeLabels } from '../supabase/functions/_shared/adviser-request';
import type { Lead } from '../supabase/functions/_shared/lead-schema';
import type { LeadStore, StoredLead } from '../supabase/functions/send-email/store/lead-store';
import type { LeadReport } from '../supabase/functions/send-email/store/report-queries';
import { LOCAL_FORGET_PATH, LOCAL_LEADS_PATH } from './lib/local-server-paths';
import { consentLine } from './lib/lead-consents';
import { requestPerson, type PersonQuery } from './lib/gdpr-request';
import { OUTDATED_SERVER, askServer, run } from './lib/lead-store-access';
import { UsageError, runOwnerCommand } from './lib/owner-command';

const USAGE = `Użycie:
  npm run leads [-- --limit N] [--json]       ostatnie zgłoszenia (domyślnie 20, najwyżej 1000)
  npm run leads -- --email ADRES | --phone NUMER | --name "IMIĘ NAZWISKO" [--json]
                                              zgłoszenia tej osoby z każdego formularza
                                              i jej zapis na newsletter (RODO art. 15)
  npm run leads -- --forget --email … | --phone … | --name … [--json]
                                              usuwa je (RODO art. 17); --forget ADRES to --forget --email ADRES
  Kilka danych naraz (np. --email i --phone) znajduje zgłoszenia z którąkolwiek z nich.
  npm run leads -- --by-source [--since RRRR-MM-DD] [--csv | --json]
                                              zgłoszenia według źródła, medium, kampanii i formularza
  npm run leads -- --surveys [--since RRRR-MM-DD] [--json]
                                              anonimowe odpowiedzi z ankiety na stronie podziękowania
  npm run leads -- --report [--since RRRR-MM-DD] [--csv | --json]
                                              tygodnie: zgłoszenia, czas do przejęcia i telefonu,
                                              obiecany czas, wyniki; kampanie: od zgłoszenia do wypłaty
Z LEADS_DATABASE_URL działa na bazie produkcyjnej, inaczej na lokalnej (.data/leads).`;

type Command =
  | { name: 'list'; limit: number; json: boolean }
  | { name: 'find' | 'forget'; person: PersonQuery; json: boolean }
  | { name: 'by-source'; since: Date | undefined; csv: boolean; json: boolean }
  | { name: 'surveys'; since: Date | undefined; json: boolean }
  | { name: 'report'; since: Date | undefined; csv: boolean; json: boolean };

const OPTIONS = {
  json: { type: 'boolean' },
  csv: { type: 'boolean' },
  'by-source': { type: 'boolean' },
  surveys: { type: 'boolean' },
  report: { type: 'boolean' },
  forget: { type: 'boolean' },
  limit: { type: 'string' },
  email: { type: 'string', multiple: true },
  phone: { type: 'string', multiple: true },
  name: { type: 'string', multiple: true },
  since: { type: 'string', multiple: true },
} as const;

/** node:util's parseArgs, its English errors told in Polish. */
function parseOptions(args: readonly string[]) {
  // `--forget ADDRESS` (before --phone and --name existed): the address is --email's.
  const forgetAt = args.indexOf('--forget');
  const next = args[forgetAt + 1];
  const normalised =
    forgetAt >= 0 && next !== undefined && !next.startsWith('--')
      ? [...args.slice(0, forgetAt + 1), '--email', ...args.slice(forgetAt + 1)]
      : [...args];
  try {
    return parseArgs({ args: normalised, options: OPTIONS, strict: true, allowPositionals: false });
  } catch (error) {
    const code = (error as { code?: string }).code;
    const option = /'(-[^' ]+)/.exec((error as Error).message)?.[1] ?? '';
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw new UsageError(`Nieznana opcja: ${option}`);
    if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
      throw new UsageError(`Po ${option.replace(/^(--[\w-]+).*/, '$1')} podaj wartość.`);
    }
    throw new UsageError(`Niezrozumiałe polecenie: ${args.join(' ')}`);
  }
}

const CSV_ONLY = '--csv dotyczy tylko --by-source i --report.';

/** The command line, checked; throws UsageError (exit code 2) on anything else. */
function parseCommand(args: readonly string[]): Command {
  const { values } = parseOptions(args);
  const json = values.json ?? false;
  const asked = (['email', 'phone', 'name'] as const).filter((key) => values[key]);
  const reports = (['by-source', 'surveys', 'report'] as const).filter((key) => values[key]);
  if (reports.length > 1) {
    throw new UsageError(
      `Podaj tylko jedno z poleceń: ${reports.map((key) => `--${key}`).join(', ')}.`,
    );
  }
  const report = reports[0];
  if (report) {
    if (values.limit !== undefined || asked.length > 0 || values.forget) {
      throw new UsageError(`--${report} przyjmuje tylko --since, --csv i --json.`);
    }
    const since = sinceOf(values.since);
    if (report === 'surveys') {
      if (values.csv) throw new UsageError(CSV_ONLY);
      return { name: 'surveys', since, json };
    }
    if (values.csv && json) throw new UsageError('Podaj --csv albo --json, nie oba naraz.');
    return { name: report, since, csv: values.csv ?? false, json };
  }
  if (values.since) {
    throw new UsageError('--since dotyczy tylko --by-source, --surveys i --report.');
  }
  if (values.csv) throw new UsageError(CSV_ONLY);
  if (values.forget && asked.length === 0) {
    throw new UsageError('Po --forget podaj, kogo usunąć: --email, --phone lub --name.');
  }
  if (asked.length > 0) {
    if (values.limit !== undefined) {
      throw new UsageError('--limit dotyczy tylko listy ostatnich zgłoszeń.');
    }
    const once = asked.find((key) => (values[key]?.length ?? 0) > 1);
    if (once) throw new UsageError(`Podaj --${once} dokładnie raz.`);
    const checked = requestPerson({
      email: values.email?.[0],
      phone: values.phone?.[0],
      name: values.name?.[0],
    });
    if ('error' in checked) throw new UsageError(checked.error);
    return { name: values.forget ? 'forget' : 'find', person: checked.person, json };
  }
  const limit = values.limit;
  return { name: 'list', limit: Math.max(1, Math.min(1000, Number(limit ?? 20) || 20)), json };
}

/** Midnight in Poland at the start of a YYYY-MM-DD day (CET or CEST, whichever holds then). */
function sinceOf(given: readonly string[] | undefined): Date | undefined {
  if (!given) return undefined;
  if (given.length !== 1) throw new UsageError('Podaj --since dokładnie raz.');
  const day = given[0] ?? '';
  const invalid = new UsageError(`--since: podaj datę jako RRRR-MM-DD, np. 2026-11-01.`);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
  if (!valid) throw invalid;
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = new Date(`${day}T00:00:00${offset}`);
    const local = warsawTime(candidate);
    if (`${local.year}-${local.month}-${local.day}` === day && local.hour === '00')
      return candidate;
  }
  // No such day (2026-02-30, which Date.parse reads as 2 March).
  throw invalid;
}

/** What arrives as JSON from the server: dates as strings (from the store directly: Dates). */
type Wire<T> = T extends Date
  ? string | Date
  : T extends readonly (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [Key in keyof T]: Wire<T[Key]> }
      : T;

type Listed = Wire<StoredLead>;
type Found = Wire<Awaited<ReturnType<LeadStore['findPerson']>>>;
type Forgotten = Wire<Awaited<ReturnType<LeadStore['forget']>>>;

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
      : lead.state === 'held'
        ? 'wstrzymane: powtórzenie treści wcześniejszego zgłoszenia; doradcy widzą je w zestawieniu powtórzeń'
        : `czeka na wysyłkę (próby: ${lead.attempts}${lead.lastError ? `, ostatni błąd: ${lead.lastError}` : ''}; następna ${time(lead.nextAttemptAt)})`;
  const who = describeLead({ kind: lead.kind, data: lead.payload } as Lead);
  const consents = `\n    ${consentLine(lead.consents)}`;
  return `${time(lead.receivedAt)}  ${who}${contact ? ` (${contact})` : ''}\n    ${state}  [${lead.id}]${consents}`;
}

async function list(limit: number, json: boolean) {
  const { result: leads, where } = await run(
    () => askServer<Listed[]>(`${LOCAL_LEADS_PATH}?limit=${limit}`),
    (store) => store.latest(limit),
    [],
  );
  if (json) {
    console.log(JSON.stringify(leads, null, 2));
  } else if (leads.length === 0) {
    console.log(`Brak zgłoszeń ${where}.`);
  } else {
    console.log(`Ostatnie zgłoszenia (${leads.length}, najnowsze pierwsze, czas polski):\n`);
    for (const lead of leads) console.log(line(lead));
  }
}

function subscriptionLine(subscription: Found['subscription']): string {
  if (!subscription) return 'Newsletter: adres nie jest zapisany.';
  const created = (subscription as { createdAt?: string | Date | null }).createdAt;
  const since = created ? `, zapisany ${time(created)}` : '';
  return subscription.confirmedAt
    ? `Newsletter: zapis potwierdzony ${time(subscription.confirmedAt)}${since} [${subscription.id}].`
    : `Newsletter: zapis niepotwierdzony${since} [${subscription.id}].`;
}

/** "adresu anna@example.pl, telefonu +48 600 100 200": whom a request names, for the messages. */
function whom(person: PersonQuery): string {
  return [
    person.email && `adresu ${person.email}`,
    person.phone && `telefonu ${person.phone}`,
    person.name && `osoby „${person.name}”`,
  ]
    .filter(Boolean)
    .join(', ');
}

const personQuery = (person: PersonQuery) =>
  new URLSearchParams(
    Object.entries(person).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();

async function find(person: PersonQuery, json: boolean) {
  const { result, where } = await run(
    async () => {
      const found = await askServer<Found>(`${LOCAL_LEADS_PATH}?${personQuery(person)}`);
      // A server started before this command existed lists the latest leads instead.
      if (Array.isArray(found)) throw new Error(OUTDATED_SERVER);
      return found;
    },
    (store) => store.findPerson(person),
    { leads: [], subscription: undefined },
  );
  if (json) {
    console.log(JSON.stringify(result, null, 2));
  } else if (result.leads.length === 0 && !result.subscription) {
    console.log(`Brak zgłoszeń i zapisu na newsletter ${whom(person)} ${where}.`);
  } else {
    console.log(
      `Dane ${whom(person)} ${where}: zgłoszenia (${result.leads.length}, najnowsze pierwsze, czas polski):\n`,
    );
    for (const lead of result.leads) console.log(line(lead));
    if (person.email) console.log(`\n${subscriptionLine(result.subscription)}`);
  }
}

async function forget(person: PersonQuery, json: boolean) {
  const { result, where } = await run(
    () =>
      askServer<Forgotten>(LOCAL_FORGET_PATH, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(person),
      }),
    (store) => store.forget(person),
    { leads: [], revisions: 0, subscriptions: 0, surveyLinks: 0 },
  );
  const nothing =
    result.leads.length === 0 &&
    result.revisions === 0 &&
    result.subscriptions === 0 &&
    result.surveyLinks === 0;
  if (json) {
    console.log(JSON.stringify(result, null, 2));
  } else if (nothing) {
    console.log(`Nie znaleziono danych ${whom(person)} ${where}; niczego nie usunięto.`);
  } else {
    console.log(`Usunięto dane ${whom(person)} ${where}:`);
    console.log(`  zgłoszenia (${result.leads.length}):`);
    for (const lead of result.leads) {
      console.log(`    ${time(lead.receivedAt)}  ${formTitles[lead.kind]}  [${lead.id}]`);
    }
    console.log(`  wcześniejsze wersje tych zgłoszeń: ${result.revisions}`);
    console.log(`  zapis na newsletter: ${result.subscriptions > 0 ? 'usunięty' : 'nie było'}`);
    console.log(
      `  odpowiedzi z ankiety odłączone od tej osoby (zostają anonimowe): ${result.surveyLinks}`,
    );
    console.log(
      'Powiadomienia wysłane już doradcom (skrzynka, .outbox/) i kopie zapasowe bazy usuń osobno.',
    );
  }
}

type Counted = Wire<Awaited<ReturnType<LeadStore['leadsBySource']>>>;
type Answers = Wire<Awaited<ReturnType<LeadStore['surveyAnswers']>>>;

const sinceQuery = (since: Date | undefined) =>
  since ? `&since=${encodeURIComponent(since.toISOString())}` : '';
const sinceText = (since: Date | undefined) =>
  since ? ` od ${time(since).slice(0, 10)}` : ' (od początku)';

/**
 * One CSV cell: quoted (RFC 4180), and a value a spreadsheet would run as a formula (campaign tags
 * come from addresses anyone can write) starts with an apostrophe. In a semicolon-separated file
 * a decimal comma ("4,5") is left unquoted, so that it stays a number.
 */
function csvCell(value: string | number, separator: ',' | ';' = ','): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  const special = separator === ',' ? /[",\n\r;']/ : /[";\n\r']/;
  return special.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The counts as one table: a row per source / medium / campaign, a column per form. */
function sourceTable(rows: Counted): string[] {
  const kinds = [...new Set(rows.map((row) => row.kind))].sort();
  const byCampaign = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const key = [row.source, row.medium, row.campaign].join(' / ');
    const counts = byCampaign.get(key) ?? new Map<string, number>();
    counts.set(row.kind, (counts.get(row.kind) ?? 0) + row.leads);
    byCampaign.set(key, counts);
  }
  const total = (counts: Map<string, number>) => [...counts.values()].reduce((a, b) => a + b, 0);
  const header = [
    'źródło / medium / kampania',
    ...kinds.map((kind) => (formTitles as Partial<Record<string, string>>)[kind] ?? kind),
    'razem',
  ];
  const body = [...byCampaign]
    .sort(([a, x], [b, y]) => total(y) - total(x) || a.localeCompare(b, 'pl'))
    .map(([key, counts]) => [
      key,
      ...kinds.map((kind) => String(counts.get(kind) ?? 0)),
      String(total(counts)),
    ]);
  return columns([header, ...body]);
}

/** Rows of cells as lines: each column as wide as its widest cell, the first to the left. */
function columns(rows: readonly (readonly string[])[]): string[] {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((cells) => (cells[column] ?? '').length)),
  );
  return rows.map((cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd(),
  );
}

async function bySource(since: Date | undefined, csv: boolean, json: boolean) {
  const { result: rows, where } = await run(
    () => askServer<Counted>(`${LOCAL_LEADS_PATH}?bySource${sinceQuery(since)}`),
    (store) => store.leadsBySource(since),
    [],
  );
  if (json) {
    console.log(JSON.stringify(rows, null, 2));
  } else if (csv) {
    console.log('source,medium,campaign,form,leads');
    for (const row of rows) {
      console.log(
        [row.source, row.medium, row.campaign, row.kind, row.leads]
          .map((cell) => csvCell(cell))
          .join(','),
      );
    }
  } else if (rows.length === 0) {
    console.log(`Brak zgłoszeń${sinceText(since)} ${where}.`);
  } else {
    const count = rows.reduce((sum, row) => sum + row.leads, 0);
    console.log(`Zgłoszenia według źródła${sinceText(since)} ${where} (${count}):\n`);
    for (const row of sourceTable(rows)) console.log(row);
  }
}

const experienceLabels: Record<string, string> = {
  positive: 'dobrze',
  neutral: 'neutralnie',
  negative: 'źle',
};

async function surveys(since: Date | undefined, json: boolean) {
  const { result: answers, where } = await run(
    () => askServer<Answers>(`${LOCAL_LEADS_PATH}?surveys${sinceQuery(since)}`),
    (store) => store.surveyAnswers(since, 1000),
    [],
  );
  if (json) {
    console.log(JSON.stringify(answers, null, 2));
    return;
  }
  if (answers.length === 0) {
    console.log(`Brak odpowiedzi z ankiety${sinceText(since)} ${where}.`);
    return;
  }
  console.log(`Odpowiedzi z ankiety${sinceText(since)} (${answers.length}, najnowsze pierwsze):\n`);
  for (const answer of answers) {
    const experience = answer.experience ? experienceLabels[answer.experience] : 'bez oceny';
    console.log(`${time(answer.receivedAt)}  ${experience}`);
    if (answer.feedback) console.log(`    ${answer.feedback.replaceAll('\n', '\n    ')}`);
  }
}

type Report = Wire<LeadReport>;
type ReportWeek = Report['weeks'][number];

/** Minutes with one decimal, as Polish spreadsheets and readers write them ("4,5"); "" for none. */
const decimal = (value: number | null) =>
  value === null ? '' : value.toFixed(1).replace('.', ',');
/** The campaign as leads_by_source shows it. */
const campaignKey = (row: Report['campaigns'][number]) =>
  [row.source, row.medium, row.campaign].join(' / ');

/** The weeks' handling figures, a row per week. */
function weekTable(weeks: readonly ReportWeek[]): string[] {
  const minutes = (value: number | null) => (value === null ? 'b.d.' : `${decimal(value)} min`);
  return columns([
    [
      'tydzień',
      'zgłoszenia',
      'przejęte',
      'przejęcie: połowa w',
      '9 na 10 w',
      '1. telefon: połowa w',
      '9 na 10 w',
      'w obiecanym czasie',
    ],
    ...weeks.map((week) => [
      weekRange(week.week),
      String(week.leads),
      String(week.claimed),
      minutes(week.claimMinutes.median),
      minutes(week.claimMinutes.p90),
      minutes(week.firstCallMinutes.median),
      minutes(week.firstCallMinutes.p90),
      week.promised > 0
        ? `${week.withinPromise} z ${week.promised} (${Math.round((week.withinPromise / week.promised) * 100)}%)`
        : 'b.d.',
    ]),
  ]);
}

/** "Nie odbiera 1, Wniosek złożony 2; bez wyniku 3": a week's leads by their latest outcome. */
function outcomeLine(week: ReportWeek): string {
  const recorded = outcomeIds.filter((id) => week.outcomes[id] > 0);
  const open = week.leads - recorded.reduce((sum, id) => sum + week.outcomes[id], 0);
  const named = recorded.map((id) => `${outcomeLabels[id]} ${week.outcomes[id]}`).join(', ');
  return [named, `bez wyniku ${open}`].filter(Boolean).join('; ');
}

/**
 * The report as one CSV table, a row per week and a row per campaign told apart by the first
 * column ("tydzień" or "kampania"), each leaving the other's columns empty. One table with one
 * header row is what Excel, LibreOffice and Google Sheets import without help (and what a filter
 * or a pivot table works on); two blocks under different headers in one file break both.
 * Semicolons and decimal commas because that is what Polish Excel reads (its list separator is
 * ';', its decimal separator ','): a comma-separated file opened there lands in one column. The
 * byte-order mark makes Excel read UTF-8 (without it, "ł" and "ś" come out garbled).
 */
function reportCsv(report: Report): string[] {
  const header = [
    'sekcja',
    'tydzień (poniedziałek)',
    'źródło',
    'medium',
    'kampania',
    'zgłoszenia',
    'przejęte',
    'przejęcie: połowa w (min)',
    'przejęcie: 9 na 10 w (min)',
    'pierwszy telefon: połowa w (min)',
    'pierwszy telefon: 9 na 10 w (min)',
    'z obiecanym czasem',
    'w obiecanym czasie',
    ...outcomeIds.map((id) => `ostatni wynik: ${outcomeLabels[id]}`),
    'rozmowa',
    'wniosek',
    'wypłata',
  ];
  const none = (count: number) => Array<string>(count).fill('');
  const rows = [
    ...report.weeks.map((week) => [
      'tydzień',
      week.week,
      ...none(3),
      week.leads,
      week.claimed,
      decimal(week.claimMinutes.median),
      decimal(week.claimMinutes.p90),
      decimal(week.firstCallMinutes.median),
      decimal(week.firstCallMinutes.p90),
      week.promised,
      week.withinPromise,
      ...outcomeIds.map((id) => week.outcomes[id]),
      ...none(3),
    ]),
    ...report.campaigns.map((row) => [
      'kampania',
      '',
      row.source,
      row.medium,
      row.campaign,
      row.leads,
      ...none(8 + outcomeIds.length),
      row.conversation,
      row.application,
      row.payout,
    ]),
  ];
  return [header, ...rows].map((cells, index) => {
    const line = cells.map((cell) => csvCell(cell, ';')).join(';');
    return index === 0 ? `\uFEFF${line}` : line;
  });
}

async function report(since: Date | undefined, csv: boolean, json: boolean) {
  const { result, where } = await run(
    async () => {
      const found = await askServer<Report>(`${LOCAL_LEADS_PATH}?report${sinceQuery(since)}`);
      // A server started before this command existed lists the latest leads instead.
      if (Array.isArray(found)) throw new Error(OUTDATED_SERVER);
      return found;
    },
    (store) => store.leadReport(since),
    { weeks: [], campaigns: [] },
  );
  if (json) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  if (csv) {
    for (const line of reportCsv(result)) console.log(line);
    return;
  }
  const leads = result.weeks.reduce((sum, week) => sum + week.leads, 0);
  if (leads === 0) {
    console.log(`Brak zgłoszeń${sinceText(since)} ${where}.`);
    return;
  }
  console.log(
    `Zgłoszenia${sinceText(since)} ${where} (${leads}; tygodnie od poniedziałku, czas polski; ` +
      'bez zapisów na newsletter i powtórzonych zgłoszeń):\n',
  );
  for (const line of weekTable(result.weeks)) console.log(line);
  console.log(
    '\nCzas liczony od wysłania formularza. „Połowa w”: tyle czekała najwyżej połowa zgłoszeń; ' +
      '„9 na 10 w”: dziewięć na dziesięć. b.d. – brak danych.',
  );
  console.log('\nOstatni wynik zgłoszeń:');
  for (const week of result.weeks) {
    if (week.leads > 0) console.log(`  ${weekRange(week.week)}: ${outcomeLine(week)}`);
  }
  console.log('\nKampanie: od zgłoszenia do wypłaty (zapisany kiedykolwiek wynik):\n');
  const rows = result.campaigns.map((row) => [
    campaignKey(row),
    String(row.leads),
    String(row.conversation),
    String(row.application),
    String(row.payout),
  ]);
  for (const line of columns([
    ['źródło / medium / kampania', 'zgłoszenia', 'rozmowa', 'wniosek', 'wypłata'],
    ...rows,
  ])) {
    console.log(line);
  }
  console.log(
    '\nRozmowa: doradca zapisał wynik inny niż „Nie odbiera”. Wniosek: złożony. ' +
      'Wypłata: decyzja pozytywna lub wypłata.',
  );
}

await runOwnerCommand(USAGE, parseCommand, async (command) => {
  if (command.name === 'list') await list(command.limit, command.json);
  else if (command.name === 'find') await find(command.person, command.json);
  else if (command.name === 'by-source') await bySource(command.since, command.csv, command.json);
  else if (command.name === 'surveys') await surveys(command.since, command.json);
  else if (command.name === 'report') await report(command.since, command.csv, command.json);
  else await forget(command.person, command.json);
});
