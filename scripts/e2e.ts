/** `npm run test:e2e`: builds the site for the test servers, then runs Playwright (extra args pass on). */
import { spawnSync } from 'node:child_process';
import { E2E_BUILD_ENV } from './lib/test-ports';

const env = { ...process.env, ...E2E_BUILD_ENV };
const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const tests = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(tests.status ?? 1);
