// `pnpm test`: every suite of the project, one after another (the machines have 2 cores), each
// writing a JSON report; ends with one line "N passed, N failed, N skipped" summing them all.
// `pnpm test unit api-sqlite` runs only the named suites. The whole run has a time budget
// (scripts/test-budget.mjs): past it, the run fails and the summary says where the time went.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { budgetMs, timeReport } from './test-budget.mjs';

const root = new URL('..', import.meta.url).pathname;
const reports = join(root, '.tmp', 'test-reports');
const pgBin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const requirePostgres = process.env.REQUIRE_POSTGRES === '1';

/** @type {{ name: string, kind: 'vitest' | 'playwright' | 'check', args: string[], env?: Record<string,string>, skip?: () => string | undefined }[]} */
const suites = [
  { name: 'typecheck', kind: 'check', args: ['node', 'scripts/typecheck.mjs'] },
  // `pnpm lint` itself (package.json), so the two cannot drift: ESLint, Prettier's check, knip over
  // everything and over each package's production code, then the served API description against
  // Redocly's and Spectral's rules (`pnpm lint:api`).
  { name: 'lint', kind: 'check', args: ['pnpm', 'run', '--silent', 'lint'] },
  { name: 'unit', kind: 'vitest', args: ['vitest', 'run'] },
  {
    name: 'api-sqlite',
    kind: 'vitest',
    args: ['vitest', 'run', '-c', 'packages/server/vitest.api.config.ts'],
    env: { TEST_DB: 'sqlite' },
  },
  {
    name: 'api-postgres',
    kind: 'vitest',
    args: ['vitest', 'run', '-c', 'packages/server/vitest.api.config.ts'],
    env: { TEST_DB: 'postgres' },
    skip: () =>
      existsSync(join(pgBin, 'initdb')) || requirePostgres ? undefined : `no PostgreSQL binaries in ${pgBin}`,
  },
  { name: 'stories', kind: 'vitest', args: ['vitest', 'run', '-c', 'vitest.storybook.config.ts'] },
  { name: 'visual', kind: 'playwright', args: ['playwright', 'test', '-c', 'playwright.visual.config.ts'] },
  { name: 'e2e', kind: 'playwright', args: ['playwright', 'test', '-c', 'e2e/playwright.config.ts'] },
  { name: 'reliability', kind: 'vitest', args: ['vitest', 'run', '-c', 'vitest.reliability.config.ts'] },
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !suites.some((s) => s.name === w));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

function run(args, env) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', ...args], { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function countsFrom(suite, file, exitCode) {
  if (suite.kind === 'check')
    return exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 };
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, note: 'no report: the runner failed to start' };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  let counts;
  if (suite.kind === 'vitest') {
    counts = {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + (report.numTodoTests ?? 0),
    };
    // A file that fails to load (syntax error, failed globalSetup) has no failed tests of its own.
    const brokenFiles = report.testResults.filter(
      (r) => r.status === 'failed' && r.assertionResults.length === 0,
    ).length;
    counts.failed += brokenFiles;
    counts.failedTitles = report.testResults.flatMap((r) =>
      r.status === 'failed' && r.assertionResults.length === 0
        ? [`${r.name} (did not load)`]
        : r.assertionResults.filter((a) => a.status === 'failed').map((a) => a.fullName),
    );
  } else {
    const s = report.stats;
    // A test that passed only on the retry CI allows (retries 1: it tells a flaky test from a broken
    // one) fails the run all the same, named, so that each one gets fixed rather than hidden (issue 30
    // item 13).
    counts = { passed: s.expected, failed: s.unexpected + s.flaky, skipped: s.skipped };
    counts.failed += report.errors?.length ?? 0;
    counts.retried = testTitles(report, 'flaky');
    counts.failedTitles = testTitles(report, 'unexpected');
  }
  // A runner that exits non-zero with nothing failed (e.g. no tests found) still fails the suite.
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** "file > title" of each Playwright test with that status ('flaky': failed, then passed on a retry). */
function testTitles(report, status) {
  const found = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === status) found.push(`${path}${spec.title}${firstError(test)}`);
    for (const child of suite.suites ?? []) walk(child, `${path}${child.title} > `);
  };
  for (const suite of report.suites ?? []) walk(suite, `${suite.title} > `);
  return found;
}

/**
 * The first failed attempt's error, a few lines of it: a test that failed once on CI and passed on its
 * retry leaves no other trace in the log that CI keeps.
 */
function firstError(test) {
  const error = test.results?.find((result) => result.status !== 'passed')?.error;
  if (!error?.message) return '';
  // eslint-disable-next-line no-control-regex
  const plain = error.message.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, 6);
  return `\n      ${lines.join('\n      ')}`;
}

const runStarted = Date.now();
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const retried = [];
const failedTests = [];
const times = [];
for (const suite of suites) {
  if (wanted.length && !wanted.includes(suite.name)) continue;
  const reason = suite.skip?.();
  if (reason) {
    lines.push(`  ${suite.name}: skipped (${reason})`);
    totals.skipped += 1;
    continue;
  }
  const file = join(reports, `${suite.name}.json`);
  const args = [...suite.args];
  const env = { ...suite.env };
  if (suite.kind === 'vitest') args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  if (suite.kind === 'playwright') {
    args.push('--reporter=list,json');
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = file;
  }
  console.log(`\n=== ${suite.name}: pnpm exec ${suite.args.join(' ')}`);
  const started = Date.now();
  const code = await run(args, env);
  const counts = countsFrom(suite, file, code);
  const ms = Date.now() - started;
  times.push({ name: suite.name, ms });
  const seconds = (ms / 1000).toFixed(0);
  const afterRetry = counts.retried?.length ? ` (${counts.retried.length} of them passed only on a retry)` : '';
  lines.push(
    `  ${suite.name}: ${counts.passed} passed, ${counts.failed} failed${afterRetry}, ${counts.skipped} skipped (${seconds} s)${counts.note ? ` ${counts.note}` : ''}`,
  );
  for (const title of counts.retried ?? []) retried.push(`  ${suite.name}: ${title}`);
  for (const title of counts.failedTitles ?? []) failedTests.push(`  ${suite.name}: ${title}`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}
console.log(`\nSuites:\n${lines.join('\n')}`);
console.log(
  retried.length
    ? `Passed only after a retry, counted as failed (${retried.length}): fix each one\n${retried.join('\n')}`
    : 'Passed only after a retry: none',
);
// Named here too, so the end of a long log says what failed without scrolling back to it.
if (failedTests.length) console.log(`Failed (${failedTests.length}):\n${failedTests.join('\n')}`);
if (failedTests.some((line) => line.startsWith('  visual: ')))
  console.log('The visual failures side by side with their baselines: pnpm visual:review');
const time = timeReport(times, Date.now() - runStarted, budgetMs());
console.log(time.lines.join('\n'));
if (time.over) totals.failed += 1;
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
