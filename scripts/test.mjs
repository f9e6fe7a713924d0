// `pnpm test`: every suite of the project, each writing a JSON report; ends with one line "N passed,
// N failed, N skipped" summing them all. The suites that keep both of the machines' 2 cores busy run
// one after another; then two lanes of suites that keep about one core each run at once (`plan`
// below). `pnpm test unit api-sqlite` runs only the named suites. The whole run has a time budget
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

// What runs when. e2e (one Playwright worker) keeps about one core of two busy (6 min 46 s of CPU in
// the 6 min 44 s it took on CI), as do the API and reliability suites (one file at a time, each on
// its own server, database and ports; api-sqlite 3 min 22 s of CPU in 2 min 52 s), tsc and ESLint:
// these run in two lanes at once (a slice of e2e and one of the API suite took 221 s one after the
// other, 139 s at once, back to back at load 5 to 8), the second lane's output kept and printed
// whole as each of its suites ends so that neither log is cut into the other. Unit, stories and
// visual use both cores (workers, a build) and run alone, first; so does api-sqlite, whose
// start.test.ts counts the answers `pnpm start` gives in 3 s of requests (over 500 alone; 258
// beside e2e on a loaded machine).
const plan = [
  'unit',
  'stories',
  'visual',
  'api-sqlite',
  {
    lanes: [
      ['e2e', 'lint'],
      ['api-postgres', 'reliability', 'typecheck'],
    ],
  },
];
const planned = plan.flatMap((step) => (typeof step === 'string' ? [step] : step.lanes.flat()));
if (planned.length !== suites.length || suites.some((suite) => !planned.includes(suite.name)))
  throw new Error('scripts/test.mjs: every suite goes in the plan exactly once');

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !suites.some((s) => s.name === w));
if (unknown.length) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Suites: ${suites.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

/** Runs the command; `log` (a suite beside another) keeps its output there instead of printing it. */
function run(args, env, log) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', ...args], {
      cwd: root,
      stdio: log ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (log) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => log.push(chunk));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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

/** Runs one suite; `beside` (the lane beside it) keeps its output until it ends. */
async function runSuite(suite, beside) {
  const reason = suite.skip?.();
  if (reason) {
    lines.push(`  ${suite.name}: skipped (${reason})`);
    totals.skipped += 1;
    return;
  }
  const file = join(reports, `${suite.name}.json`);
  const args = [...suite.args];
  const env = { ...suite.env };
  if (suite.kind === 'vitest') args.push('--reporter=default', '--reporter=json', `--outputFile.json=${file}`);
  if (suite.kind === 'playwright') {
    args.push('--reporter=list,json');
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = file;
  }
  const command = `pnpm exec ${suite.args.join(' ')}`;
  if (beside) console.log(`\n=== ${suite.name} (beside ${beside}; its output when it ends): ${command}`);
  else console.log(`\n=== ${suite.name}: ${command}`);
  const log = beside ? [] : undefined;
  const started = Date.now();
  const code = await run(args, env, log);
  if (log) {
    console.log(`\n=== ${suite.name} (beside ${beside}) ended; its output:`);
    process.stdout.write(Buffer.concat(log));
  }
  const counts = countsFrom(suite, file, code);
  const ms = Date.now() - started;
  times.push({ name: suite.name, ms });
  const seconds = (ms / 1000).toFixed(0);
  const afterRetry = counts.retried?.length ? ` (${counts.retried.length} of them passed only on a retry)` : '';
  const where = beside ? `, beside ${beside}` : '';
  lines.push(
    `  ${suite.name}: ${counts.passed} passed, ${counts.failed} failed${afterRetry}, ${counts.skipped} skipped (${seconds} s${where})${counts.note ? ` ${counts.note}` : ''}`,
  );
  for (const title of counts.retried ?? []) retried.push(`  ${suite.name}: ${title}`);
  for (const title of counts.failedTitles ?? []) failedTests.push(`  ${suite.name}: ${title}`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
}

const selected = (name) => !wanted.length || wanted.includes(name);
const byName = (name) => suites.find((suite) => suite.name === name);
for (const step of plan) {
  if (typeof step === 'string') {
    if (selected(step)) await runSuite(byName(step));
    continue;
  }
  const [first, second] = step.lanes.map((lane) => lane.filter(selected).map(byName));
  // A lane alone (the other's suites not named) runs as the others do, its output as it comes.
  const main = first.length ? first : second;
  const side = first.length ? second : [];
  const sideDone = (async () => {
    for (const suite of side) await runSuite(suite, main.map((s) => s.name).join(', '));
  })();
  for (const suite of main) await runSuite(suite);
  await sideDone;
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
