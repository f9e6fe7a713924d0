import { Trans } from '@lingui/react/macro';
import type { Item } from '@storefront/shared';
import type { ReactNode } from 'react';
import { Card } from '../primitives/Card.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { PriceTiersTable } from './catalog/PriceTiersTable.tsx';
import { StockBadge } from './catalog/StockBadge.tsx';
import { YourPrice } from './catalog/YourPrice.tsx';
import type { ItemSummary } from './ItemCard.tsx';
import { useLocalizedItem } from '../i18n/localizedItem.ts';
import { screenDigits } from '../i18n/digits.ts';

export interface ItemDetailProps {
  item: ItemSummary & Partial<Pick<Item, 'price_tiers'>>;
  /** The SKU and category name, shown under the name (the item page, requirements §12.2). */
  sku?: string;
  categoryName?: string;
  /** The order form (or anything else) shown beside the item on large screens, below it on phones. */
  children?: ReactNode;
}

/**
 * An item's block on the purchase page and its own page (requirements §2, §12.2): image, name, SKU
 * and category when given, price in BDT and its volume tiers (requirements §14.4), availability,
 * description, quantities.
 */
export function ItemDetail({ item: given, sku, categoryName, children }: ItemDetailProps) {
  const item = useLocalizedItem(given);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <Card>
        <img
          src={item.image}
          alt={item.name}
          width={400}
          height={300}
          className="aspect-[4/3] w-full bg-night object-cover"
        />
        <div className="flex flex-col gap-4 p-6">
          <h1 className="text-heading font-bold [overflow-wrap:anywhere] text-ink">{item.name}</h1>
          {sku || categoryName ? (
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-body-sm text-ink-muted">
              {sku ? (
                <span>
                  <Trans>
                    SKU: <span className="font-mono font-medium text-ink">{sku}</span>
                  </Trans>
                </span>
              ) : null}
              {categoryName ? (
                <span>
                  <Trans>Category: {categoryName}</Trans>
                </span>
              ) : null}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <YourPrice price={item.price_per_unit} yourPrice={item.your_price} />
            <StockBadge item={item} />
          </div>
          <PriceTiersTable item={item} />
          <p className="text-body [overflow-wrap:anywhere] text-ink-muted">{item.short_description}</p>
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-control bg-surface-muted p-3">
              <dt className="text-caption font-semibold tracking-wide text-ink-muted uppercase">
                <Trans>Min Order Quantity</Trans>
              </dt>
              <dd className="text-title font-bold text-ink">{screenDigits(item.min_order_quantity)}</dd>
            </div>
            <div className="rounded-control bg-surface-muted p-3">
              <dt className="text-caption font-semibold tracking-wide text-ink-muted uppercase">
                <Trans>Available Quantity</Trans>
              </dt>
              <dd className="text-title font-bold text-ink">{screenDigits(item.available_quantity)}</dd>
            </div>
          </dl>
        </div>
      </Card>
      {children ? <div>{children}</div> : null}
    </div>
  );
}

/** The loading placeholder of the item block. */
export function ItemDetailSkeleton() {
  return (
    <div className="grid gap-8 lg:grid-cols-2" role="status">
      <span className="sr-only">
        <Trans>Loading</Trans>
      </span>
      <Card>
        <Skeleton className="aspect-[4/3] w-full rounded-none" />
        <div className="flex flex-col gap-4 p-6">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-16 w-full" />
        </div>
      </Card>
      <Skeleton className="h-96 w-full rounded-card" />
    </div>
  );
}
