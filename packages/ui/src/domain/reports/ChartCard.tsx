import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { CompactTableHead } from '../../primitives/CompactTableHead.tsx';

export type FiguresState = 'ready' | 'loading' | 'error';

export interface ChartCardProps {
  title: string;
  /** Under the title: what is counted, over which days. */
  description?: string;
  state?: FiguresState;
  /** Offered with the error: loads the figures again. */
  onRetry?: () => void;
  /** Nothing to draw (a period without orders): this sentence instead of an empty chart. */
  emptyText?: string;
  chart: ReactNode;
  /** The same numbers as a table, for screen readers, keyboards and anyone who would rather read them. */
  table: ReactNode;
  /** The figure is a table already: no toggle. */
  tableOnly?: boolean;
  className?: string;
}

/**
 * A titled figure of the overview (requirements §15.2) with its "Show as table" toggle, and its
 * loading, error and empty states.
 */
export function ChartCard({
  title,
  description,
  state = 'ready',
  onRetry,
  emptyText,
  chart,
  table,
  tableOnly = false,
  className,
}: ChartCardProps) {
  const { t } = useLingui();
  const [asTable, setAsTable] = useState(false);
  const headingId = useId();
  return (
    <Card className={cn('flex min-w-0 flex-col gap-3 p-4 sm:p-5', className)} aria-labelledby={headingId} role="region">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h3 id={headingId} className="text-body font-semibold text-ink">
            {title}
          </h3>
          {description ? <p className="text-body-sm text-ink-muted">{description}</p> : null}
        </div>
        {state === 'ready' && !emptyText && !tableOnly ? (
          <Button variant="secondary" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
            {asTable ? <Trans>Show as chart</Trans> : <Trans>Show as table</Trans>}
          </Button>
        ) : null}
      </div>
      {state === 'loading' ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">
            <Trans>Loading {title}</Trans>
          </span>
          <Skeleton className="h-56 w-full" />
        </div>
      ) : state === 'error' ? (
        <div role="alert" className="flex h-56 flex-col items-center justify-center gap-3 text-center">
          <p className="text-body-sm text-ink-muted">
            <Trans>These figures could not be loaded.</Trans>
          </p>
          {onRetry ? (
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : emptyText ? (
        <p className="flex h-40 items-center justify-center text-center text-body-sm text-ink-muted">{emptyText}</p>
      ) : tableOnly ? (
        table
      ) : asTable ? (
        // Scrolls on its own: focusable, so a keyboard can scroll it too.
        <div className="max-h-80 overflow-auto" tabIndex={0} role="group" aria-label={t`${title}, as a table`}>
          {table}
        </div>
      ) : (
        chart
      )}
    </Card>
  );
}

/** The two-column table of a chart: its label column and its value column. */
export function FiguresTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly [string, ...string[]];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <table className="w-full border-collapse text-body-sm">
      <caption className="sr-only">{caption}</caption>
      <CompactTableHead
        className="sticky top-0 bg-surface"
        columns={columns.map((label, i) => ({ label, numeric: i > 0, className: 'pr-3' }))}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-line last:border-0">
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="py-1.5 pr-3 text-left font-normal text-ink">
                  {cell}
                </th>
              ) : (
                <td key={i} className="py-1.5 pr-3 text-right text-ink tabular-nums">
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
