/**
 * A freshly initialised PGlite data directory, made once and reused: PGlite runs initdb for every
 * new database, about 4 of the 5 s each test module spent opening its own (measured on this 2-core
 * machine), while loading a copy of the directory takes 0.6 s. Deno runs each test module in an
 * isolate of its own, so the copy is shared through a file: the first module to need it writes it
 * (under node_modules/.cache, named by PGlite's version, so an upgrade makes a new one), the others
 * read it. Only initdb's output is kept: every database still has the migrations applied itself.
 */
import { PGlite } from '@electric-sql/pglite';

const CACHE_DIR = 'node_modules/.cache/pglite';

/** PGlite's version, from the package the tests import; undefined when it is not a local file. */
async function pgliteVersion(): Promise<string | undefined> {
  const entry = new URL(import.meta.resolve('@electric-sql/pglite'));
  if (entry.protocol !== 'file:') return undefined;
  const manifest = JSON.parse(await Deno.readTextFile(new URL('../package.json', entry))) as {
    version: string;
  };
  return manifest.version;
}

/** The data directory as initdb leaves it, as a tar archive to pass as PGlite's `loadDataDir`. */
export async function initdbSnapshot(): Promise<Blob | undefined> {
  const version = await pgliteVersion();
  if (version === undefined) return undefined;
  const file = `${CACHE_DIR}/initdb-${version}.tar`;
  try {
    return new Blob([await Deno.readFile(file)]);
  } catch (error) {
    if (!(error instanceof Deno.errors.NotFound)) throw error;
  }
  const pg = await PGlite.create('memory://');
  const snapshot = await pg.dumpDataDir('none');
  await pg.close();
  await Deno.mkdir(CACHE_DIR, { recursive: true });
  // Written under a name of its own, then renamed: a module reading the file never sees half of it.
  const partial = `${file}.${crypto.randomUUID()}`;
  await Deno.writeFile(partial, new Uint8Array(await snapshot.arrayBuffer()));
  await Deno.rename(partial, file);
  return snapshot;
}
