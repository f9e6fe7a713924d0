// The time budget of `pnpm test` (scripts/test.mjs): CI on these two-core machines should stay under
// 25 minutes, so a run past the budget fails and says where the time went rather than growing
// unnoticed. 33 while the run is not yet well under 30: issue 35's suites brought a quiet run to
// 29 min 59 s; running the one-core suites two at a time (test.mjs's plan) and starting the
// PostgreSQL API files from a migrated copy cut it, but a clean-clone run on 28 Nov 2026 (22:21,
// the machine busy for its first ten minutes) still took 29 min 55 s. It returns to 30 once a
// quiet run is well under. TEST_BUDGET_MINUTES overrides it for a local run.
export const BUDGET_MINUTES = 33;

/** The budget in milliseconds: TEST_BUDGET_MINUTES when it is a positive number, else BUDGET_MINUTES. */
export function budgetMs(env = process.env) {
  const minutes = Number(env.TEST_BUDGET_MINUTES);
  return (Number.isFinite(minutes) && minutes > 0 ? minutes : BUDGET_MINUTES) * 60_000;
}

/** "17 min 5 s", "43 s". */
export function formatDuration(ms) {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/**
 * The closing lines about time: each suite's share of the wall time, largest first, then the total
 * against the budget. `over` is true when the total passed the budget: the run then fails.
 * @param {{ name: string, ms: number }[]} suites
 * @param {number} totalMs wall time of the whole run, from start to summary
 * @param {number} budget in milliseconds
 */
export function timeReport(suites, totalMs, budget) {
  const over = totalMs > budget;
  const shares = [...suites]
    .sort((a, b) => b.ms - a.ms)
    .map((s) => `${s.name} ${formatDuration(s.ms)} (${totalMs > 0 ? Math.round((s.ms / totalMs) * 100) : 0}%)`);
  const lines = [
    `Where the time went: ${shares.length ? shares.join(', ') : 'no suite ran'}`,
    `Total wall time: ${formatDuration(totalMs)} of a ${formatDuration(budget)} budget${
      over
        ? ` — OVER by ${formatDuration(totalMs - budget)}: counted as a failure (TEST_BUDGET_MINUTES overrides it locally)`
        : ''
    }`,
  ];
  return { over, lines };
}
