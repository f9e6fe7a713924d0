import { Trans, useLingui } from '@lingui/react/macro';
import type { OverviewItemSales } from '@storefront/shared';
import { useState } from 'react';
import { Anchor } from '../../lib/Anchor.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { Button } from '../../primitives/Button.tsx';
import { ChartCard, type FiguresState } from './ChartCard.tsx';
import { formatCount, formatMoney } from './format.ts';
import { CompactTableHead } from '../../primitives/CompactTableHead.tsx';
import { screenDigits } from '../../i18n/digits.ts';

export interface TopItemsTableProps {
  byRevenue: readonly OverviewItemSales[];
  byUnits: readonly OverviewItemSales[];
  state?: FiguresState;
  onRetry?: () => void;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The period's ten best-selling items (requirements §15.1), by revenue or by units. */
export function TopItemsTable({
  byRevenue,
  byUnits,
  state,
  onRetry,
  LinkComponent = Anchor,
  className,
}: TopItemsTableProps) {
  const { t } = useLingui();
  const [by, setBy] = useState<'revenue' | 'units'>('revenue');
  const rows = by === 'revenue' ? byRevenue : byUnits;
  const table = (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label={t`Rank by`} className="flex gap-2">
        {(['revenue', 'units'] as const).map((key) => (
          <Button
            key={key}
            size="sm"
            variant={by === key ? 'primary' : 'secondary'}
            aria-pressed={by === key}
            onClick={() => setBy(key)}
          >
            {key === 'revenue' ? <Trans>By revenue</Trans> : <Trans>By units</Trans>}
          </Button>
        ))}
      </div>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-body-sm">
          <caption className="sr-only">
            {by === 'revenue' ? <Trans>Top items by revenue</Trans> : <Trans>Top items by units</Trans>}
          </caption>
          <CompactTableHead
            columns={[
              { label: '#' },
              { label: t`Item` },
              { label: t`Units`, numeric: true },
              { label: t`Revenue`, numeric: true },
            ]}
          />
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.item} className="border-b border-line align-top last:border-0">
                <td className="py-2 pr-3 text-ink-muted tabular-nums">{screenDigits(i + 1)}</td>
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <LinkComponent
                    href={`/items/${encodeURIComponent(row.item)}`}
                    className="font-medium [overflow-wrap:anywhere] text-primary hover:underline"
                  >
                    {row.name}
                  </LinkComponent>
                  <span className="block font-mono text-caption text-ink-muted">{row.sku}</span>
                </th>
                <td className="py-2 pr-3 text-right whitespace-nowrap text-ink tabular-nums">
                  {formatCount(row.units)}
                </td>
                <td className="py-2 text-right whitespace-nowrap text-ink tabular-nums">{formatMoney(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
  return (
    <ChartCard
      title={t`Top items`}
      description={t`The ten items that sold most in the period, cancelled orders left out`}
      state={state}
      onRetry={onRetry}
      emptyText={byRevenue.length ? undefined : t`No sales in this period`}
      className={className}
      chart={null}
      table={table}
      tableOnly
    />
  );
}
