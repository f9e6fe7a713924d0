import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OverviewLowStock } from '@storefront/shared';
import { Anchor } from '../../lib/Anchor.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { ChartCard, type FiguresState } from './ChartCard.tsx';
import { formatCount } from './format.ts';
import { screenDigits } from '../../i18n/digits.ts';

export interface LowStockListProps {
  items: readonly OverviewLowStock[];
  /** How many items are that low, the list showing the emptiest. */
  total: number;
  state?: FiguresState;
  onRetry?: () => void;
  LinkComponent?: LinkComponent;
  className?: string;
}

/**
 * Items whose stock is at or below their minimum order quantity (requirements §15.1): no customer
 * can order them until stock arrives. Each links to its editor, where stock is adjusted.
 */
export function LowStockList({ items, total, state, onRetry, LinkComponent = Anchor, className }: LowStockListProps) {
  const { t } = useLingui();
  return (
    <ChartCard
      title={t`Low stock`}
      description={
        total > items.length
          ? t`The ${{ shown: screenDigits(items.length) }} emptiest of ${{ total: formatCount(total) }} items at or below their minimum order`
          : t`Items at or below their minimum order quantity`
      }
      state={state}
      onRetry={onRetry}
      emptyText={total === 0 ? t`Every item has more stock than its minimum order` : undefined}
      className={className}
      tableOnly
      chart={null}
      table={
        <ul className="flex flex-col divide-y divide-line">
          {items.map((item) => (
            <li key={item.item} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2">
              <div className="min-w-0">
                <p className="font-medium [overflow-wrap:anywhere] text-ink">{item.name}</p>
                <p className="text-body-sm text-ink-muted">
                  <span className={item.available === 0 ? 'font-semibold text-danger' : 'font-semibold text-ink'}>
                    {item.available === 0 ? (
                      <Trans>Sold out</Trans>
                    ) : (
                      <Trans>{{ count: formatCount(item.available) }} left</Trans>
                    )}
                  </span>{' '}
                  <Trans>
                    · minimum order {{ count: formatCount(item.minOrderQuantity) }} ·{' '}
                    <span className="font-mono">{ph({ sku: item.sku })}</span>
                  </Trans>
                </p>
              </div>
              <LinkComponent
                href={`/dashboard/manage-items/${encodeURIComponent(item.item)}#stock-heading`}
                className="text-body-sm font-medium text-primary hover:underline"
                aria-label={t`Adjust stock of ${{ name: item.name }}`}
              >
                <Trans>Adjust stock</Trans>
              </LinkComponent>
            </li>
          ))}
        </ul>
      }
    />
  );
}
