// Type-checks every workspace package (and the root test/bench code) with its own tsconfig.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

const projects = [
  ...readdirSync('packages').map((p) => `packages/${p}/tsconfig.json`),
  // The server's API and reliability suites: their own tsconfigs, outside packages/server/src.
  'packages/server/test/tsconfig.json',
  'packages/server/reliability/tsconfig.json',
  'e2e/tsconfig.json',
  // The visual suite, its config and the visual review (packages/ui's own tsconfig covers src only).
  'packages/ui/visual/tsconfig.json',
  'bench/tsconfig.json',
  'scripts/tsconfig.json',
].filter((p) => existsSync(p));

let failed = 0;
for (const project of projects) {
  const result = spawnSync('tsc', ['-p', project], { stdio: 'inherit' });
  console.log(`${result.status === 0 ? 'ok  ' : 'FAIL'} ${project}`);
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
