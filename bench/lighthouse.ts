// Lighthouse 13 (mobile, its default simulated throttling) for the home page and a purchase page,
// served by the production server (NODE_ENV=production, demo data seeded) from the bench's build.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../packages/server/test/support/index.ts';
import { benchDist, buildAppOnce } from './lib/app-build.ts';
import { repoRoot, type BenchOptions } from './lib/env.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'interactive',
  'total-byte-weight',
] as const;

export interface PageScore {
  page: string;
  url: string;
  note?: string;
  /** 0 to 100 */
  scores: Record<string, number | null>;
  metrics: Record<string, string | undefined>;
  /** Audits under 1 in the scored categories (what cost points). */
  failing: { id: string; title: string; score: number | null; display?: string }[];
  error?: string;
}

export interface LighthouseResult {
  chrome: string;
  pages: PageScore[];
}

interface LhAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
}
interface LhReport {
  finalDisplayedUrl?: string;
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
}

function lighthouseBin(): string {
  const bin = join(repoRoot, 'node_modules', 'lighthouse', 'cli', 'index.js');
  if (!existsSync(bin)) throw new Error('lighthouse is not installed (root devDependency; pnpm install)');
  return bin;
}

function runLighthouse(url: string, chrome: string): Promise<LhReport> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));
  const output = join(dir, 'report.json');
  const args = [
    lighthouseBin(),
    url,
    '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --host-resolver-rules="MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost"',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--output=json',
    `--output-path=${output}`,
    '--form-factor=mobile',
    '--quiet',
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      args,
      { timeout: 180_000, env: { ...process.env, CHROME_PATH: chrome } },
      (error, _stdout, stderr) => {
        try {
          if (!existsSync(output))
            throw new Error(`lighthouse wrote no report${error ? ` (${error.message})` : ''}: ${stderr.slice(-2000)}`);
          resolve(JSON.parse(readFileSync(output, 'utf8')) as LhReport);
        } catch (failure) {
          reject(failure instanceof Error ? failure : new Error(String(failure)));
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    );
  });
}

function summarize(page: string, url: string, report: LhReport, note?: string): PageScore {
  const scores: Record<string, number | null> = {};
  const failing: PageScore['failing'] = [];
  for (const category of CATEGORIES) {
    const c = report.categories[category];
    scores[category] = c?.score === null || c?.score === undefined ? null : Math.round(c.score * 100);
    for (const ref of c?.auditRefs ?? []) {
      const audit = report.audits[ref.id];
      if (!audit || ref.weight === 0) continue;
      if (
        audit.scoreDisplayMode === 'notApplicable' ||
        audit.scoreDisplayMode === 'informative' ||
        audit.scoreDisplayMode === 'manual'
      )
        continue;
      if (audit.score !== null && audit.score >= 1) continue;
      if (failing.some((f) => f.id === audit.id)) continue;
      failing.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { display: audit.displayValue } : {}),
      });
    }
  }
  const metrics: Record<string, string | undefined> = {};
  for (const id of METRICS) metrics[id] = report.audits[id]?.displayValue;
  return {
    page,
    url,
    ...(note ? { note } : {}),
    scores,
    metrics,
    failing,
    ...(report.runtimeError ? { error: report.runtimeError.message } : {}),
  };
}

export async function runLighthouse13(options: BenchOptions): Promise<LighthouseResult> {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chrome)) throw new Error(`no Chromium at ${chrome} (apt-get install chromium, or set CHROME_PATH)`);
  await buildAppOnce(options.log);
  const dir = mkdtempSync(join(tmpdir(), 'bench-lh-db-'));
  options.log('lighthouse: starting the production server (demo data) on the bench build');
  const server = await startServer({
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: 'bench-only-secret-of-at-least-32-characters!!',
      FIREBASE_AUTH_EMULATOR_HOST: undefined,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      APP_DIST: benchDist,
      DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`,
    },
    timeoutMs: 120_000,
  });
  const pages: PageScore[] = [];
  try {
    const latest = (await (await fetch(`${server.url}/api/item?latest=1`)).json()) as { _id: string }[];
    const itemId = latest[0]?._id ?? 'unknown';
    const targets = [
      { page: 'home', url: `${server.url}/` },
      {
        page: 'purchase',
        url: `${server.url}/purchase/${itemId}`,
        note: 'signed out: the production server has no emulator, so this is what a visitor gets (redirect to the sign-in page)',
      },
    ];
    for (const target of targets) {
      options.log(`lighthouse: ${target.page} (${target.url})`);
      try {
        const report = await runLighthouse(target.url, chrome);
        const score = summarize(target.page, target.url, report, target.note);
        if (report.finalDisplayedUrl && report.finalDisplayedUrl !== target.url)
          score.note = `${target.note ?? ''} final URL ${report.finalDisplayedUrl}`.trim();
        pages.push(score);
      } catch (error) {
        pages.push({ page: target.page, url: target.url, scores: {}, metrics: {}, failing: [], error: String(error) });
      }
    }
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { chrome, pages };
}
