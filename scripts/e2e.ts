/**
 * `npm run test:e2e`: builds the site for the test servers' ports (scripts/lib/test-ports.ts), then
 * runs Playwright (extra args pass on).
 */
import { spawnSync } from 'node:child_process';
import { e2eEnv, e2ePorts } from './lib/test-ports';

const ports = e2ePorts();
console.log(`Browser tests: site on port ${ports.site}, send-email on port ${ports.functions}.`);
const env = { ...process.env, ...e2eEnv(ports) };
const build = spawnSync('npx', ['tsx', 'scripts/build.ts'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const tests = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env,
});
process.exit(tests.status ?? 1);
