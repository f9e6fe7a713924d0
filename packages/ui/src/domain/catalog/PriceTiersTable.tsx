import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatCount, priceLadder, tierFor, type Item } from '@storefront/shared';
import { cn } from '../../lib/cn.ts';

export interface PriceTiersTableProps {
  item: Pick<Item, 'price_per_unit'> & Partial<Pick<Item, 'price_tiers' | 'min_order_quantity'>>;
  /** The quantity being ordered: its tier is marked. Defaults to the minimum order quantity. */
  quantity?: number | undefined;
  className?: string;
}

/** "1 to 9 units", "10 to 49 units", "50 units or more". */
function rangeLabel(i18n: I18n, from: number, next: number | undefined): string {
  const fromCount = formatCount(from);
  if (next === undefined)
    return i18n._(msg`${plural(from, { one: `${fromCount} unit or more`, other: `${fromCount} units or more` })}`);
  if (next - 1 === from) return i18n._(msg`${plural(from, { one: `${fromCount} unit`, other: `${fromCount} units` })}`);
  const to = next - 1;
  const toCount = formatCount(to);
  return i18n._(
    msg`${plural(to, { one: `${fromCount} to ${toCount} unit`, other: `${fromCount} to ${toCount} units` })}`,
  );
}

/**
 * An item's volume prices (requirements §14.4) as a table of quantity ranges and prices each, the
 * tier in effect for `quantity` marked. Nothing for an item with one price.
 */
export function PriceTiersTable({ item, quantity, className }: PriceTiersTableProps) {
  const { i18n } = useLingui();
  const ladder = priceLadder(item);
  if (ladder.length < 2) return null;
  const current = tierFor(item, quantity ?? item.min_order_quantity ?? 1);
  return (
    <table className={cn('w-full border-collapse text-body-sm', className)}>
      <caption className="pb-2 text-left text-body-sm font-semibold text-ink">
        <Trans>Volume prices</Trans>
      </caption>
      <thead>
        <tr className="border-b border-line text-caption tracking-wide text-ink-muted uppercase">
          <th scope="col" className="py-1.5 pl-2 text-left font-semibold">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col" className="py-1.5 pr-2 text-right font-semibold">
            <Trans>Price each</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {ladder.map((tier, i) => {
          const inEffect = tier.min_quantity === current.min_quantity;
          return (
            <tr
              key={tier.min_quantity}
              aria-current={inEffect ? 'true' : undefined}
              className={cn('border-b border-line last:border-0', inEffect && 'bg-primary-soft')}
            >
              <th
                scope="row"
                className={cn('py-2 pl-2 text-left text-ink', inEffect ? 'font-semibold' : 'font-normal')}
              >
                {rangeLabel(i18n, tier.min_quantity, ladder[i + 1]?.min_quantity)}
                {inEffect ? (
                  <span className="ml-2 text-caption text-primary-ink">
                    <Trans>Your price</Trans>
                  </span>
                ) : null}
              </th>
              <td className={cn('py-2 pr-2 text-right text-ink tabular-nums', inEffect && 'font-semibold')}>
                {formatBdt(tier.price)}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
