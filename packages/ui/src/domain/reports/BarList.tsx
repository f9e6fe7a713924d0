import type { ReactNode } from 'react';
import { ChartCard, type FiguresState } from './ChartCard.tsx';
import { formatCount } from './format.ts';

export interface BarListRow {
  key: string;
  label: ReactNode;
  value: number;
}

export interface BarListProps {
  title: string;
  description?: string;
  rows: readonly BarListRow[];
  /** What a value counts ("orders"), for the bars' labels. */
  unit: string;
  emptyText: string;
  state?: FiguresState;
  onRetry?: () => void;
  className?: string;
}

/**
 * A few counts as horizontal bars with their numbers written beside them (orders by status, new
 * customers per week): plain HTML, so no chart library for figures this small.
 */
export function BarList({ title, description, rows, unit, emptyText, state, onRetry, className }: BarListProps) {
  const largest = Math.max(0, ...rows.map((r) => r.value));
  return (
    <ChartCard
      title={title}
      description={description}
      state={state}
      onRetry={onRetry}
      emptyText={largest === 0 ? emptyText : undefined}
      className={className}
      tableOnly
      chart={null}
      table={
        <dl className="flex flex-col gap-2">
          {rows.map((row) => (
            <div key={row.key} className="grid grid-cols-[minmax(6rem,9rem)_1fr_auto] items-center gap-3">
              <dt className="text-body-sm text-ink">{row.label}</dt>
              <dd className="contents">
                <span className="h-3 rounded-pill bg-surface-muted" aria-hidden="true">
                  <span
                    className="block h-3 rounded-pill bg-[var(--color-chart-bar)]"
                    style={{ width: `${largest ? (row.value / largest) * 100 : 0}%` }}
                  />
                </span>
                <span className="text-right text-body-sm font-semibold text-ink tabular-nums">
                  {formatCount(row.value)}
                  <span className="sr-only"> {unit}</span>
                </span>
              </dd>
            </div>
          ))}
        </dl>
      }
    />
  );
}
