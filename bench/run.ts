// `pnpm bench`: runs the sub-benches on 127.0.0.1 with bounded durations, writes
// bench/results/<name>.json and prints a summary with same-run ratios and target checks.
//
//   node bench/run.ts [api|growth|search|orders|checkout|builds|companies|prices|terms|invoice-pdf|overview|page-weight|lighthouse|memory ...] [--quick] [--db=sqlite|postgres|both]
//
// See bench/README.md for how to read the output.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { runApi } from './api.ts';
import { runBuilds } from './builds.ts';
import { runCheckout } from './checkout.ts';
import { runCompanies } from './companies.ts';
import { runGrowth } from './growth.ts';
import { runInvoicePdf } from './invoice-pdf.ts';
import { benchOptions, postgresUnavailable, resultsDir, stopShared, type DatabaseKind } from './lib/env.ts';
import { checks, summaryText, type Results } from './lib/summary.ts';
import { findWrk } from './lib/wrk.ts';
import { runLighthouse13 } from './lighthouse.ts';
import { memoryFromApi, runMemory } from './memory.ts';
import { runPageWeight } from './page-weight.ts';
import { runPrices } from './prices.ts';
import { runTerms } from './terms.ts';
import { runOrders } from './orders.ts';
import { runOverview } from './overview.ts';
import { runSearch } from './search.ts';
import { errorMessage } from '@storefront/shared';

const BENCHES = [
  'api',
  'growth',
  'search',
  'orders',
  'checkout',
  'builds',
  'companies',
  'prices',
  'terms',
  'invoice-pdf',
  'overview',
  'page-weight',
  'lighthouse',
  'memory',
] as const;
type BenchName = (typeof BENCHES)[number];

function parseArgs(argv: string[]): { names: BenchName[]; quick: boolean; databases: DatabaseKind[] } {
  let quick = false;
  let databases: DatabaseKind[] = ['sqlite', 'postgres'];
  const names: BenchName[] = [];
  for (const arg of argv) {
    if (arg === '--quick') quick = true;
    else if (arg.startsWith('--db=')) {
      const value = arg.slice(5);
      if (value === 'sqlite' || value === 'postgres') databases = [value];
      else if (value === 'both') databases = ['sqlite', 'postgres'];
      else throw new Error(`--db must be sqlite, postgres or both, not ${value}`);
    } else if (arg === '--help' || arg === '-h') {
      console.log(
        'usage: node bench/run.ts [api|growth|search|orders|checkout|builds|companies|prices|terms|invoice-pdf|overview|page-weight|lighthouse|memory ...] [--quick] [--db=sqlite|postgres|both]',
      );
      process.exit(0);
    } else if ((BENCHES as readonly string[]).includes(arg)) names.push(arg as BenchName);
    else throw new Error(`unknown bench "${arg}" (one of ${BENCHES.join(', ')})`);
  }
  return {
    names: names.length
      ? names
      : [
          'api',
          'memory',
          'growth',
          'search',
          'orders',
          'checkout',
          'builds',
          'companies',
          'prices',
          'terms',
          'invoice-pdf',
          'overview',
          'page-weight',
          'lighthouse',
        ],
    quick,
    databases,
  };
}

function save(name: string, value: unknown): void {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
}

async function main(): Promise<void> {
  const { names, quick, databases } = parseArgs(process.argv.slice(2));
  const options = benchOptions({ quick, databases });
  const started = new Date().toISOString();
  const loadBefore = loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
  const results: Results = {};
  const failures: string[] = [];

  const needsWrk = names.some((n) => n === 'api' || n === 'growth' || n === 'memory');
  const wrk = findWrk();
  if (needsWrk && !wrk.path) {
    console.error(`bench: ${wrk.reason}`);
    process.exitCode = 1;
    return;
  }
  if (needsWrk)
    options.log(
      `load generator: ${wrk.path} (${options.load.threads} threads, ${options.load.connections} connections, ${options.load.durationS} s per run after a ${options.load.warmupS} s warm-up)`,
    );
  const pgMissing = postgresUnavailable();
  const skipUnavailable = (kind: DatabaseKind) => (kind === 'postgres' ? pgMissing : undefined);

  const step = async <T>(name: string, run: () => Promise<T>): Promise<T | undefined> => {
    const t0 = Date.now();
    options.log(`== ${name}`);
    try {
      const value = await run();
      save(name, value);
      options.log(`== ${name} done in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
      return value;
    } catch (error) {
      failures.push(`${name}: ${errorMessage(error)}`);
      options.log(`== ${name} FAILED: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return undefined;
    }
  };

  try {
    for (const name of names) {
      if (name === 'api') {
        results.api = await step('api', () => runApi(options, { skipUnavailable }));
        if (results.api) {
          results.memory = memoryFromApi(results.api);
          save('memory', results.memory);
        }
      } else if (name === 'memory') {
        // Beside the API bench's idle and peak readings (when it ran), the default settings' run.
        results.memory = await step('memory', () => runMemory(options, results.memory));
      } else if (name === 'growth') {
        const sizes = quick ? [100, 10_000] : [100, 10_000, 100_000];
        results.growth = await step('growth', () => runGrowth(options, { skipUnavailable, sizes }));
      } else if (name === 'search') {
        const sizes = quick ? [100, 10_000] : [100, 10_000, 100_000];
        results.search = await step('search', () => runSearch(options, { skipUnavailable, sizes }));
      } else if (name === 'orders') {
        const orders = quick ? 10_000 : 100_000;
        results.orders = await step('orders', () => runOrders(options, { skipUnavailable, orders }));
      } else if (name === 'checkout') {
        results.checkout = await step('checkout', () => runCheckout(options, { skipUnavailable }));
      } else if (name === 'builds') {
        results.builds = await step('builds', () => runBuilds(options, { skipUnavailable }));
      } else if (name === 'companies') {
        results.companies = await step('companies', () => runCompanies(options, { skipUnavailable }));
      } else if (name === 'prices') {
        results.prices = await step('prices', () => runPrices(options, { skipUnavailable }));
      } else if (name === 'terms') {
        results.terms = await step('terms', () => runTerms(options, { skipUnavailable }));
      } else if (name === 'invoice-pdf') {
        results.invoicePdf = await step('invoice-pdf', () => runInvoicePdf(options, { quick }));
      } else if (name === 'overview') {
        const orders = quick ? 100_000 : 1_000_000;
        results.overview = await step('overview', () => runOverview(options, { skipUnavailable, orders }));
      } else if (name === 'page-weight') {
        results.pageWeight = await step('page-weight', () => runPageWeight(options));
      } else if (name === 'lighthouse') {
        results.lighthouse = await step('lighthouse', () => runLighthouse13(options));
      }
    }
  } finally {
    await stopShared();
  }

  const load = `wrk ${options.load.threads} threads, ${options.load.connections} connections, ${options.load.durationS} s per run (+${options.load.warmupS} s warm-up), ${availableParallelism()} CPUs`;
  const loadavgText = `${loadBefore} at start, ${loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')} at end`;
  const text = summaryText(results, { started, quick, load, loadavg: loadavgText });
  save('summary', {
    started,
    quick,
    names,
    load,
    loadavg: loadavgText,
    node: process.version,
    checks: checks(results),
    failures,
    text: text.split('\n'),
  });
  console.log(`\n${text}`);
  if (failures.length) {
    console.log(`\nSub-benches that could not run:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
    process.exitCode = 1;
  }
  console.log(`\nResults: ${resultsDir}`);
}

process.on('SIGINT', () => {
  void stopShared().finally(() => process.exit(130));
});
process.on('SIGTERM', () => {
  void stopShared().finally(() => process.exit(143));
});

await main();
