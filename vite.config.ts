/// <reference types="vitest/config" />
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv, minifySync, type Plugin } from 'vite';
import { beforeStart } from './src/hydration/before-start.ts';
import { parseSiteEnv } from './src/config/env-schema.ts';
import { SameEnvironmentTogether } from './tests/sequencer.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The test files that read the built site (they call servedPages or servedPage of
 * tests/served-pages.ts): Vitest's `served` project, which `npm test` runs once the build is made;
 * the `unit` project, every other file, needs no build.
 */
const servedTests = readdirSync(fromRoot('./tests'))
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `tests/${file}`)
  .filter((file) => /\bservedPages?\(/.test(readFileSync(fromRoot(`./${file}`), 'utf8')));

/**
 * Writes src/hydration/before-start.ts into index.html's `<!--before-start-->` as an inline script,
 * minified: it must run before the first paint, without a request of its own. The security headers
 * allow it by its hash (scripts/lib/security-headers.ts).
 */
function beforeStartScript(): Plugin {
  const { code, errors } = minifySync('before-start.js', `(${beforeStart.toString()})();`);
  if (errors.length) throw new Error(`src/hydration/before-start.ts: ${errors[0]?.message}`);
  return {
    name: 'before-start-script',
    transformIndexHtml: (html) => {
      if (!html.includes('<!--before-start-->')) {
        throw new Error('index.html lost its <!--before-start--> marker.');
      }
      return html.replace('<!--before-start-->', () => `<script>${code.trim()}</script>`);
    },
  };
}

export default defineConfig(({ mode }) => {
  const siteEnv = parseSiteEnv(loadEnv(mode, process.cwd(), 'VITE_'), mode);
  return {
    plugins: [react(), tailwindcss(), beforeStartScript()],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      ...Object.fromEntries(
        // An optional setting is undefined when unset (Object.entries's type does not say so).
        Object.entries(siteEnv).map(([key, value]: [string, string | undefined]) => [
          `import.meta.env.${key}`,
          // An unset optional setting reads as '' in the browser code.
          JSON.stringify(value ?? ''),
        ]),
      ),
    },
    resolve: {
      alias: {
        '@': fromRoot('./src'),
        '@shared': fromRoot('./supabase/functions/_shared'),
      },
    },
    server: { port: 5173 },
    preview: { port: 4173 },
    test: {
      environment: 'jsdom',
      // The files of a worker share it, one after the other: no new process, jsdom and import of
      // React and the testing libraries per file (on this 2-core machine, busy: 31-33 s against
      // 60-68 s, half the CPU time). tests/fresh-file.ts gives each file the state a fresh worker
      // would: its modules evaluated afresh, its mocks its own, a clean document.
      isolate: false,
      setupFiles: ['tests/fresh-file.ts', 'tests/setup.ts'],
      // A worker is shared only by files of one environment: those files run one after another.
      sequence: { sequencer: SameEnvironmentTogether },
      css: false,
      // One test file per core. Vitest's default leaves a core to its main process, which on a
      // 2-core machine runs the files one by one: 100 s against 66 s with both cores.
      maxWorkers: availableParallelism(),
      projects: [
        {
          extends: true,
          test: { name: 'unit', include: ['tests/**/*.test.{ts,tsx}'], exclude: servedTests },
        },
        { extends: true, test: { name: 'served', include: servedTests } },
      ],
    },
  };
});
