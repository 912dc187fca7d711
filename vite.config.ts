/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { parseSiteEnv } from './src/config/env-schema.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ mode }) => {
  const siteEnv = parseSiteEnv(loadEnv(mode, process.cwd(), 'VITE_'), mode);
  return {
    plugins: [react(), tailwindcss()],
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
      include: ['tests/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/setup.ts'],
      css: false,
      // One test file per core. Vitest's default leaves a core to its main process, which on a
      // 2-core machine runs the files one by one: 100 s against 66 s with both cores.
      maxWorkers: availableParallelism(),
    },
  };
});
