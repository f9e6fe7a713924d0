import { ph } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { stockLevel, type Item } from '@storefront/shared';
import type { ReactNode } from 'react';
import { Anchor } from '../lib/Anchor.tsx';
import { cn } from '../lib/cn.ts';
import type { LinkComponent } from '../lib/link.ts';
import { Button } from '../primitives/Button.tsx';
import { Card, CardContent, CardFooter } from '../primitives/Card.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { StockBadge } from './catalog/StockBadge.tsx';
import { YourPrice } from './catalog/YourPrice.tsx';
import { useLocalizedItem } from '../i18n/localizedItem.ts';
import { screenDigits } from '../i18n/digits.ts';

/** The item fields a card shows. */
export type ItemSummary = Pick<
  Item,
  | '_id'
  | 'name'
  | 'image'
  | 'short_description'
  | 'min_order_quantity'
  | 'available_quantity'
  | 'price_per_unit'
  // Shown on Bangla pages where given (useLocalizedItem, requirements §12.11).
  | 'name_bn'
  | 'short_description_bn'
> &
  // A customer group member's own price (requirements §20.5), when the catalog answered one.
  Partial<Pick<Item, 'your_price'>>;

export interface ItemCardProps {
  item: ItemSummary;
  /** Where "Purchase: {name}" goes; `/purchase/{_id}` by default (requirements §2). */
  purchaseHref?: string;
  /** The item's own page (requirements §12.2): when given, the title links there. */
  itemHref?: string;
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
  /** Image loading hint; `lazy` below the fold, `eager` for the first row. */
  imageLoading?: 'lazy' | 'eager';
  /**
   * Above Purchase, while the item can be bought: the catalog's "Add to cart" (requirements §14.1,
   * `AddToCart compact`). A slot, so the cards of pages without a cart carry none of its code.
   */
  cartAction?: ReactNode;
  className?: string;
}

/**
 * One catalog item (requirements §2): image, name, "BDT {price}", short description, "Min Order Quantity: n",
 * "Available Quantity: n" and a "Purchase: {name}" button linking to the purchase page. Low stock shows
 * a badge; out of stock (requirements §12.4) a red badge, a faded picture and no way to purchase.
 */
export function ItemCard({
  item: given,
  purchaseHref,
  itemHref,
  LinkComponent = Anchor,
  imageLoading = 'lazy',
  cartAction,
  className,
}: ItemCardProps) {
  const item = useLocalizedItem(given);
  const level = stockLevel(item);
  const soldOut = level === 'out-of-stock';
  return (
    <Card className={cn('h-full', className)}>
      <article className="flex h-full flex-col">
        <div className="relative">
          <img
            src={item.image}
            alt={item.name}
            loading={imageLoading}
            width={400}
            height={300}
            className={cn('aspect-[4/3] w-full bg-night object-cover', soldOut && 'opacity-45 grayscale')}
          />
          {level !== 'in-stock' ? <StockBadge item={item} className="absolute top-3 left-3 shadow-card" /> : null}
        </div>
        <CardContent>
          <h3 className="text-title font-semibold [overflow-wrap:anywhere] text-ink">
            {itemHref ? (
              <LinkComponent
                href={itemHref}
                className="rounded-control hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
              >
                {item.name}
              </LinkComponent>
            ) : (
              item.name
            )}
          </h3>
          <YourPrice price={item.price_per_unit} yourPrice={item.your_price} />
          <p className="line-clamp-3 text-body-sm [overflow-wrap:anywhere] text-ink-muted">{item.short_description}</p>
          <div className="mt-auto grid gap-1 rounded-control bg-surface-muted p-3 text-body-sm text-ink">
            <p>
              <Trans>
                Min Order Quantity:{' '}
                <strong className="font-semibold">{ph({ quantity: screenDigits(item.min_order_quantity) })}</strong>
              </Trans>
            </p>
            <p>
              <Trans>
                Available Quantity:{' '}
                <strong className="font-semibold">{ph({ quantity: screenDigits(item.available_quantity) })}</strong>
              </Trans>
            </p>
          </div>
        </CardContent>
        <CardFooter className={cartAction && !soldOut ? 'flex-col gap-2' : undefined}>
          {soldOut ? null : cartAction}
          {soldOut ? (
            // Nothing to buy: a disabled button says so, rather than a link to a form that must fail.
            <Button
              disabled
              className="h-auto min-h-10 w-full py-2 text-center text-balance whitespace-normal [overflow-wrap:anywhere]"
            >
              <Trans>Purchase: {{ name: item.name }}</Trans>
            </Button>
          ) : (
            <Button
              asChild
              className="h-auto min-h-10 w-full py-2 text-center text-balance whitespace-normal [overflow-wrap:anywhere]"
            >
              <LinkComponent href={purchaseHref ?? `/purchase/${encodeURIComponent(item._id)}`}>
                <Trans>Purchase: {{ name: item.name }}</Trans>
              </LinkComponent>
            </Button>
          )}
        </CardFooter>
      </article>
    </Card>
  );
}

/** The loading placeholder with the same shape as an ItemCard. */
export function ItemCardSkeleton() {
  return (
    <Card className="h-full">
      <Skeleton className="aspect-[4/3] w-full rounded-none" />
      <CardContent>
        <Skeleton className="h-6 w-3/4" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-16 w-full" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  );
}
