// The PC builder's check (requirements §19.4) on each database, beside the signed-out cart's
// preview of the same lines measured in the same run (its ratio is the baseline):
// - POST /api/builds/check of a whole build (CPU, board, memory x2, two drives, card, power supply,
//   case, cooler: 9 parts), one call at a time as the builder asks after each choice: p50, p95
//   (target: p95 < 10 ms); POST /api/cart/preview of the same 9 lines beside it, interleaved.
// - shared checkBuild alone on the same builds, in this process: microseconds per build (what the
//   rules cost beside the HTTP call, the lookup and the pricing).
// The parts' specifications are written straight into the seeded items (4 of each builder category,
// mixed so that some builds fit and some break several rules), so every rule runs on real values.
import { apiPaths, checkBuild, type BuildPart, type Specs } from '@storefront/shared';
import { openDatabase } from '@storefront/server/database';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { createDatabase, startBenchServer } from './lib/servers.ts';

export const BUILD_CHECK_P95_TARGET_MS = 10;

interface Timings {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface BuildsDatabase {
  database: DatabaseKind;
  items: number;
  parts: number;
  /** Whole builds checked one at a time, and the cart preview of the same lines beside them. */
  check: Timings;
  preview: Timings;
  /** Checks whose build had at least one error (the rules' error paths ran too). */
  withErrors: number;
  /** checkBuild alone on the same builds, in this process: mean microseconds per build. */
  rulesUs: number;
}

export interface BuildsResult {
  databases: BuildsDatabase[];
  skipped: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

function timings(times: number[]): Timings {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)!),
  };
}

/** Four variants of each builder category's specs: the sockets, memory types and sizes differ. */
const variants: Record<string, Record<string, unknown>[]> = {
  processors: [
    { socket: 'AM5', cores: 8, threads: 16, tdp_w: 105, integrated_graphics: true, cooler_included: false },
    { socket: 'LGA1700', cores: 10, threads: 16, tdp_w: 65, integrated_graphics: false, cooler_included: true },
    { socket: 'AM4', cores: 6, threads: 12, tdp_w: 65, integrated_graphics: false, cooler_included: true },
    { socket: 'AM5', cores: 16, threads: 32, tdp_w: 170, integrated_graphics: true, cooler_included: false },
  ],
  motherboards: [
    {
      socket: 'AM5',
      chipset: 'B650',
      form_factor: 'ATX',
      memory_type: 'DDR5',
      memory_slots: 4,
      max_memory_gb: 192,
      m2_slots: 2,
      sata_ports: 4,
    },
    {
      socket: 'LGA1700',
      chipset: 'B760',
      form_factor: 'Micro ATX',
      memory_type: 'DDR4',
      memory_slots: 2,
      max_memory_gb: 64,
      m2_slots: 1,
      sata_ports: 4,
    },
    {
      socket: 'AM4',
      chipset: 'B550',
      form_factor: 'ATX',
      memory_type: 'DDR4',
      memory_slots: 4,
      max_memory_gb: 128,
      m2_slots: 2,
      sata_ports: 6,
    },
    {
      socket: 'AM5',
      chipset: 'A620',
      form_factor: 'Mini-ITX',
      memory_type: 'DDR5',
      memory_slots: 2,
      max_memory_gb: 96,
      m2_slots: 1,
      sata_ports: 2,
    },
  ],
  memory: [
    { memory_type: 'DDR5', capacity_gb: 32, modules: 2, speed_mts: 6000 },
    { memory_type: 'DDR4', capacity_gb: 16, modules: 2, speed_mts: 3200 },
    { memory_type: 'DDR5', capacity_gb: 64, modules: 2, speed_mts: 5600 },
    { memory_type: 'DDR4', capacity_gb: 32, modules: 2, speed_mts: 3600 },
  ],
  storage: [
    { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 1000 },
    { interface: 'SATA', form_factor: '2.5"', capacity_gb: 500 },
    { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 2000 },
    { interface: 'SATA', form_factor: '3.5"', capacity_gb: 4000 },
  ],
  'graphics-cards': [
    { vram_gb: 12, length_mm: 320, tdp_w: 220, slots: 3, recommended_psu_w: 700 },
    { vram_gb: 8, length_mm: 240, tdp_w: 115, slots: 2, recommended_psu_w: 550 },
    { vram_gb: 16, length_mm: 336, tdp_w: 320, slots: 3.5, recommended_psu_w: 850 },
    { vram_gb: 8, length_mm: 200, tdp_w: 70, slots: 2, recommended_psu_w: 300 },
  ],
  'power-supplies': [
    { wattage_w: 750, efficiency: '80 PLUS Gold', form_factor: 'ATX' },
    { wattage_w: 450, efficiency: '80 PLUS Bronze', form_factor: 'ATX' },
    { wattage_w: 650, efficiency: '80 PLUS Gold', form_factor: 'SFX' },
    { wattage_w: 1000, efficiency: '80 PLUS Platinum', form_factor: 'ATX' },
  ],
  cases: [
    {
      form_factors: ['ATX', 'Micro ATX', 'Mini-ITX'],
      max_gpu_length_mm: 400,
      max_cooler_height_mm: 170,
      psu_form_factor: 'ATX',
    },
    {
      form_factors: ['Micro ATX', 'Mini-ITX'],
      max_gpu_length_mm: 300,
      max_cooler_height_mm: 155,
      psu_form_factor: 'ATX',
    },
    { form_factors: ['Mini-ITX'], max_gpu_length_mm: 330, max_cooler_height_mm: 70, psu_form_factor: 'SFX' },
    {
      form_factors: ['E-ATX', 'ATX', 'Micro ATX'],
      max_gpu_length_mm: 420,
      max_cooler_height_mm: 185,
      psu_form_factor: 'ATX',
    },
  ],
  cooling: [
    { cooler_type: 'air', sockets: ['AM4', 'AM5', 'LGA1700'], height_mm: 155, tdp_rating_w: 200 },
    { cooler_type: 'liquid', sockets: ['AM5', 'LGA1700', 'LGA1851'], height_mm: 55, tdp_rating_w: 300 },
    { cooler_type: 'air', sockets: ['AM4', 'AM5'], height_mm: 120, tdp_rating_w: 130 },
    { cooler_type: 'air', sockets: ['LGA1700', 'LGA1851'], height_mm: 165, tdp_rating_w: 220 },
  ],
};

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<BuildsDatabase> {
  const items = 2000;
  const database = await createDatabase(kind, 'bench_builds');
  try {
    await seedDatabase(database.url, { items, orders: 0, users: 1, reviews: 0 });
    const db = openDatabase(database.url);
    /** Each builder category's four parts, by category. */
    const byCategory = new Map<string, string[]>();
    try {
      for (const [category, specs] of Object.entries(variants)) {
        const rows = await db
          .selectFrom('items')
          .select('id')
          .where('category_id', '=', category)
          .orderBy('seq')
          .limit(specs.length)
          .execute();
        if (rows.length < specs.length) throw new Error(`the seed has ${rows.length} ${category}, not ${specs.length}`);
        for (const [n, row] of rows.entries())
          await db
            .updateTable('items')
            .set({ specs: JSON.stringify(specs[n]) })
            .where('id', '=', row.id)
            .execute();
        byCategory.set(
          category,
          rows.map((r) => r.id),
        );
      }
    } finally {
      await db.destroy();
    }
    const pick = (category: string, n: number) => byCategory.get(category)![n % 4]!;
    /** The n-th build: each slot's variant moves at its own pace, so the builds mix fits and misfits. */
    const build = (n: number) => [
      { item: pick('processors', n), quantity: 1 },
      { item: pick('motherboards', n >> 1), quantity: 1 },
      { item: pick('memory', n >> 2), quantity: 1 + (n % 2) },
      { item: pick('storage', n), quantity: 1 },
      { item: pick('storage', n + 1), quantity: 1 + (n % 3) },
      { item: pick('graphics-cards', n >> 3), quantity: 1 },
      { item: pick('power-supplies', n >> 1), quantity: 1 },
      { item: pick('cases', n >> 2), quantity: 1 },
      { item: pick('cooling', n >> 3), quantity: 1 },
    ];
    // The rules alone, on the same builds as the calls below.
    const category = new Map([...byCategory].flatMap(([c, ids]) => ids.map((id, n) => [id, { c, n }] as const)));
    const asParts = (lines: { item: string; quantity: number }[]): BuildPart[] =>
      lines.map(({ item, quantity }) => {
        const { c, n } = category.get(item)!;
        return { item: { _id: item, name: item, category: c, specs: variants[c]![n] as Specs }, quantity };
      });
    const rounds = options.quick ? 20_000 : 100_000;
    const ruleBuilds = Array.from({ length: 64 }, (_, i) => asParts(build(i)));
    const rulesStarted = performance.now();
    for (let i = 0; i < rounds; i += 1) checkBuild(ruleBuilds[i % ruleBuilds.length]!);
    const rulesUs = round(((performance.now() - rulesStarted) * 1000) / rounds);
    const { server } = await startBenchServer(database.url);
    const post = async (path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return { ms: performance.now() - started, text };
    };
    try {
      for (let i = 0; i < 30; i += 1) {
        await post(apiPaths.buildCheck, { parts: build(i) });
        await post(apiPaths.cartPreview, { lines: build(i) });
      }
      const checkTimes: number[] = [];
      const previewTimes: number[] = [];
      let withErrors = 0;
      // Interleaved, so both see the same machine.
      for (let i = 0; i < (options.quick ? 200 : 1000); i += 1) {
        const parts = build(i);
        const checked = await post(apiPaths.buildCheck, { parts });
        checkTimes.push(checked.ms);
        if (checked.text.includes('"severity":"error"')) withErrors += 1;
        previewTimes.push((await post(apiPaths.cartPreview, { lines: parts })).ms);
      }
      const check = timings(checkTimes);
      const preview = timings(previewTimes);
      options.log(
        `builds ${kind}: check of 9 parts p50 ${check.p50Ms} ms, p95 ${check.p95Ms} ms (the cart's preview p95 ${preview.p95Ms} ms; ${withErrors} of ${check.calls} builds with an error; the rules alone ${rulesUs} µs a build)`,
      );
      return { database: kind, items, parts: 9, check, preview, withErrors, rulesUs };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runBuilds(
  options: BenchOptions,
  { skipUnavailable }: { skipUnavailable: SkipUnavailable },
): Promise<BuildsResult> {
  return eachDatabase(options, skipUnavailable, (kind) => benchDatabase(kind, options));
}
