import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint/import-boundaries.js';

/**
 * The Deno API's declarations for the type-aware rules on supabase/functions (its tsconfig.json
 * includes this file), printed by the pinned Deno. Its references to Deno's own libraries, which
 * TypeScript does not ship, are dropped: their declarations are in the same output.
 */
function writeDenoTypes() {
  const file = 'node_modules/.cache/deno/lib.deno.d.ts';
  if (existsSync(file)) return;
  const deno = createRequire(import.meta.url).resolve('deno/bin.cjs');
  const types = execFileSync(process.execPath, [deno, 'types'], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  mkdirSync('node_modules/.cache/deno', { recursive: true });
  // The timers are in a library of Deno's that `deno types` leaves out; their signatures in Deno.
  const timers = `
declare function setTimeout(cb: (...args: any[]) => void, delay?: number, ...args: any[]): number;
declare function setInterval(cb: (...args: any[]) => void, delay?: number, ...args: any[]): number;
declare function clearTimeout(id?: number): void;
declare function clearInterval(id?: number): void;
`;
  writeFileSync(
    file,
    types.replace(
      /^\/\/\/ <reference (no-default-lib="true"|lib="(deno\.[\w.]+|node)") \/>$/gm,
      '',
    ) + timers,
  );
}
writeDenoTypes();

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-consent',
      '.prerender',
      '.prerender-*',
      '.service-worker-*',
      '.data',
      '.outbox',
      'screenshots',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  // Type-aware rules, with the types of one program for the browser code, the tests, the journeys
  // and the scripts (tsconfig.eslint.json), and one each for the service worker and the function,
  // whose libraries differ (WebWorker, Deno).
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: './tsconfig.eslint.json', tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers in template literals read as their digits, which is what every such string wants.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}`: a one-line arrow that calls a void function is not a misuse.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Every empty function here is a deliberate no-op (a store with nothing to subscribe to, a
      // silenced logger, a stub), and an empty body says so more plainly than a comment in it.
      '@typescript-eslint/no-empty-function': 'off',
      // `value || undefined` on a string deliberately treats '' (an unset setting) as missing.
      '@typescript-eslint/prefer-nullish-coalescing': [
        'error',
        { ignorePrimitives: { string: true } },
      ],
      // It turns `x as T` into `x!`, which strict's no-non-null-assertion forbids (typescript-eslint
      // documents the two as exclusive); the checked assertion stays.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
    },
  },
  {
    // `expect(window.scrollTo).toHaveBeenCalled()` and `vi.mocked(obj.method)` pass a mock as a
    // value to be inspected, never called without its object.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/unbound-method': 'off',
      // `await act(async () => …)` makes React wait for the updates a callback starts, with or
      // without an await inside it.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['src/service-worker/**/*.ts'],
    languageOptions: { parserOptions: { project: './src/service-worker/tsconfig.json' } },
  },
  {
    // Plain JavaScript (this file) is in no tsconfig project.
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The send-email edge function runs on Deno (and, locally, on Node through scripts/): Deno's
    // globals and types.
    files: ['supabase/functions/**/*.ts'],
    languageOptions: {
      globals: { ...globals.node, Deno: 'readonly' },
      parserOptions: { project: './supabase/functions/tsconfig.json' },
    },
  },
  // Import boundaries between the layers (eslint/import-boundaries.js).
  ...importBoundaries,
  prettier,
);
