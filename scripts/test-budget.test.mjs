import { describe, expect, it } from 'vitest';
import { BUDGET_MINUTES, budgetMs, formatDuration, timeReport } from './test-budget.mjs';

describe("pnpm test's time budget", () => {
  const suites = [
    { name: 'unit', ms: 26_000 },
    { name: 'e2e', ms: 210_000 },
    { name: 'visual', ms: 167_000 },
  ];

  it('is 33 minutes unless TEST_BUDGET_MINUTES says otherwise', () => {
    expect(BUDGET_MINUTES).toBe(33);
    expect(budgetMs({})).toBe(BUDGET_MINUTES * 60_000);
    expect(budgetMs({ TEST_BUDGET_MINUTES: '45' })).toBe(45 * 60_000);
    expect(budgetMs({ TEST_BUDGET_MINUTES: '0.5' })).toBe(30_000);
    // Nonsense falls back to the budget rather than turning the check off.
    expect(budgetMs({ TEST_BUDGET_MINUTES: 'none' })).toBe(BUDGET_MINUTES * 60_000);
    expect(budgetMs({ TEST_BUDGET_MINUTES: '-1' })).toBe(BUDGET_MINUTES * 60_000);
  });

  it('passes a run within the budget and names the suites largest first with their share', () => {
    const { over, lines } = timeReport(suites, 420_000, budgetMs({}));
    expect(over).toBe(false);
    expect(lines).toEqual([
      'Where the time went: e2e 3 min 30 s (50%), visual 2 min 47 s (40%), unit 26 s (6%)',
      'Total wall time: 7 min 0 s of a 33 min 0 s budget',
    ]);
  });

  it('fails a run past the budget and says by how much', () => {
    const { over, lines } = timeReport(suites, 34 * 60_000 + 5_000, budgetMs({}));
    expect(over).toBe(true);
    expect(lines[1]).toBe(
      'Total wall time: 34 min 5 s of a 33 min 0 s budget — OVER by 1 min 5 s: counted as a failure (TEST_BUDGET_MINUTES overrides it locally)',
    );
  });

  it('is not over at exactly the budget', () => {
    expect(timeReport([], 30 * 60_000, 30 * 60_000).over).toBe(false);
    expect(formatDuration(59_400)).toBe('59 s');
    expect(formatDuration(59_600)).toBe('1 min 0 s');
  });
});
