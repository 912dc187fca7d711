/**
 * Where the owner's commands (`npm run leads`, `npm run advisers`) find the lead store: with
 * LEADS_DATABASE_URL, the production PostgreSQL (used as it is, never migrated); else, while
 * `npm start` / `npm run dev` runs, that server holds PGlite, so they ask it
 * (http://127.0.0.1:<FUNCTIONS_PORT>/local/…, answered on 127.0.0.1 only); otherwise they open the
 * store in .data/leads (LEADS_DB_DIR) themselves.
 */
import { existsSync } from 'node:fs';
import type { Db } from '../../supabase/functions/send-email/store/db';
import type { LeadStore } from '../../supabase/functions/send-email/store/lead-store';
import { DEFAULT_FUNCTIONS_PORT, defaultDataDir } from './local-server-paths';

const port = Number(process.env.FUNCTIONS_PORT ?? DEFAULT_FUNCTIONS_PORT);
const dataDir = process.env.LEADS_DB_DIR ?? defaultDataDir(port);
const productionUrl = process.env.LEADS_DATABASE_URL?.trim() || undefined;

/** Where the answer came from ("w …"), for the messages (never the production password). */
function productionName(url: string): string {
  try {
    return `w bazie produkcyjnej ${new URL(url).hostname}`;
  } catch {
    return 'w bazie produkcyjnej (LEADS_DATABASE_URL)';
  }
}
const local = `w ${dataDir}`;

export const OUTDATED_SERVER = `Serwer lokalny na porcie ${port} nie zna tego polecenia: uruchom go ponownie (npm start).`;

/** Through the running server, or undefined when none answers on the port. */
export async function askServer<T>(path: string, init: RequestInit = {}): Promise<T | undefined> {
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${path}`, {
      ...init,
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return undefined;
    throw error;
  }
  if (response.status === 404) throw new Error(OUTDATED_SERVER);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(`Serwer lokalny odpowiedział ${response.status}: ${body.error ?? ''}`.trim());
  }
  return (await response.json()) as T;
}

/**
 * Runs one operation where the leads are (see the top of the file): `viaServer` asks the local
 * server, `direct` uses the store; `none` is the answer when the local directory does not exist.
 */
export async function run<T>(
  viaServer: () => Promise<T | undefined>,
  direct: (store: LeadStore) => Promise<T>,
  none: T,
): Promise<{ result: T; where: string }> {
  // The store's modules (its SQL, postgres.js, PGlite) are loaded only when the command opens it
  // itself, never when the local server answers.
  const storeOver = async (db: Db) =>
    (await import('../../supabase/functions/send-email/store/lead-store')).createLeadStore(db);
  if (productionUrl) {
    const where = productionName(productionUrl);
    const { openPostgresDb } =
      await import('../../supabase/functions/send-email/store/postgres-db');
    const db = openPostgresDb(productionUrl, { max: 1 });
    try {
      return { result: await direct(await storeOver(db)), where };
    } catch (error) {
      throw new Error(`Błąd ${where}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await db.close();
    }
  }
  const fromServer = await viaServer();
  if (fromServer !== undefined) return { result: fromServer, where: local };
  if (!existsSync(dataDir)) return { result: none, where: local };
  const { openLocalLeadDb } = await import('./lead-db');
  const db = await openLocalLeadDb(dataDir);
  try {
    return { result: await direct(await storeOver(db)), where: local };
  } finally {
    await db.close();
  }
}
