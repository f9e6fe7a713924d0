// `pnpm lint:api` (part of `pnpm lint`): the API description the server serves, linted by two
// independent linters for the programs that call the API: Redocly's `recommended` rules
// (redocly.yaml) and Spectral's `spectral:oas` (.spectral.yaml). Any error or warning of either fails.
// Both run offline: Redocly's telemetry and update check are turned off here.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const document = join('.tmp', 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

/** Runs a command from the repository's root, its output passed through unless `capture`. */
function run(command, args, { capture = false } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return result;
}

// The document exactly as GET /api/openapi.json answers it.
if (run('node', ['packages/server/src/cli/openapi-document.ts', document]).status !== 0) process.exit(1);

// Redocly exits 0 on warnings: its JSON report is read instead, so a warning fails too.
const redocly = run('redocly', ['lint', '--config', 'redocly.yaml', '--format', 'json', document], { capture: true });
let problems;
try {
  problems = JSON.parse(redocly.stdout).problems;
} catch {
  console.error(`redocly lint gave no report (exit ${redocly.status}):\n${redocly.stdout}${redocly.stderr}`);
  process.exit(1);
}
for (const { severity, ruleId, message, location } of problems)
  console.error(`redocly ${severity} ${ruleId} at ${location?.[0]?.pointer ?? document}: ${message}`);
console.log(`redocly (recommended): ${problems.length} problem(s) in ${document}`);

const spectral = run('spectral', ['lint', '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', document]);

process.exit(problems.length === 0 && redocly.status === 0 && spectral.status === 0 ? 0 : 1);
