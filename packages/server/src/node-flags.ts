// Node's flags for the server process, wherever it is started: `pnpm serve` (package.json, which
// cannot import this file: keep the two equal, node-flags.test.ts checks), `pnpm start`, the
// test suites and the benchmarks. A young generation of 2 MB semi-spaces (V8's default grows to
// 16 MB+ under load and never gives it back) keeps the server near 180 MB resident after a
// burst instead of 260 MB, at ~5% of its throughput. docs/operations.md, "Memory".
export const serverNodeFlags = ['--max-semi-space-size=2'];
