// Node's flags for the server process, wherever it is started: `pnpm serve` (package.json, which
// cannot import this file: keep the two equal, node-flags.test.ts checks), `pnpm start`, the
// test suites and the benchmarks. A young generation of 2 MB semi-spaces (V8's default grows to
// 16 MB+ under load and never gives it back), and V8's heuristics for a small heap rather than
// the fastest (--optimize-for-size: it grows the old generation less eagerly and gives pages
// back when idle): less resident memory after a burst, for some of the throughput
// (docs/operations.md, "Memory").
export const serverNodeFlags = ['--max-semi-space-size=2', '--optimize-for-size'];
