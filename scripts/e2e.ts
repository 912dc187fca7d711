/**
 * `npm run test:e2e`: chooses the test servers' ports (E2E_SITE_PORT and E2E_FUNCTIONS_PORT when
 * set, free ones otherwise), builds the site for them, then runs Playwright with the same ports
 * (extra args pass on).
 */
import { spawnSync } from 'node:child_process';
import { chooseE2EPorts, e2eEnv } from './lib/test-ports';

const ports = await chooseE2EPorts();
console.log(`Browser tests: site on port ${ports.site}, send-email on port ${ports.functions}.`);
const env = { ...process.env, ...e2eEnv(ports) };
const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const tests = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(tests.status ?? 1);
