import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, orderTotal, stockLevel, unitPriceFor, type Item } from '@storefront/shared';
import { ChevronRight } from 'lucide-react';
import { Anchor } from '../../lib/Anchor.tsx';
import { apart } from '../../lib/apart.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { ItemDetail } from '../ItemDetail.tsx';
import { AddToCart } from '../cart/AddToCart.tsx';
import { useLocalizedItem } from '../../i18n/localizedItem.ts';
import { screenDigits } from '../../i18n/digits.ts';

export interface ItemPageProps {
  item: Item;
  /** The category's name ("Graphics Cards"), shown and linked in the breadcrumb. */
  categoryName: string;
  /** The catalog filtered to this item's category. */
  categoryHref?: string;
  /** For administrators: the item's editor (its fields, stock and stock history, requirements §12.8, §12.9). */
  editHref?: string | undefined;
  LinkComponent?: LinkComponent;
  /** Adds units to the cart (requirements §14.1): when given, "Add to cart" with a quantity shows above Purchase. */
  onAddToCart?: ((quantity: number) => Promise<unknown>) | undefined;
}

/**
 * An item's own page (requirements §12.2), readable signed out: breadcrumb, the item, and a
 * panel with the order's terms and Purchase (to the signed-in purchase page), disabled with the
 * reason when it is out of stock.
 */
export function ItemPage({
  item: given,
  categoryName,
  categoryHref,
  editHref,
  LinkComponent = Anchor,
  onAddToCart,
}: ItemPageProps) {
  const item = useLocalizedItem(given);
  const soldOut = stockLevel(item) === 'out-of-stock';
  // The smallest order's price each: a tier's when the minimum reaches one (requirements §14.4).
  const firstPrice = unitPriceFor(item, item.min_order_quantity);
  const { t } = useLingui();
  const min = item.min_order_quantity;
  // In the reader's digits (requirements §16), ungrouped as the spec writes a quantity.
  const minShown = screenDigits(min);
  const minNode = apart(minShown);
  const price = formatBdt(firstPrice);
  const total = formatBdt(orderTotal(firstPrice, min));
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label={t`Breadcrumb`}>
        <ol className="flex flex-wrap items-center gap-1 text-body-sm text-ink-muted">
          <li>
            <LinkComponent href="/items" className="hover:text-primary hover:underline">
              <Trans>Products</Trans>
            </LinkComponent>
          </li>
          {item.category ? (
            <li className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4" />
              <LinkComponent href={categoryHref ?? '/items'} className="hover:text-primary hover:underline">
                {categoryName}
              </LinkComponent>
            </li>
          ) : null}
          <li className="flex min-w-0 items-center gap-1">
            <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
            <span aria-current="page" className="truncate text-ink">
              {item.name}
            </span>
          </li>
        </ol>
      </nav>
      <ItemDetail item={item} sku={item.sku} categoryName={categoryName}>
        <Card className="flex flex-col gap-4 p-6">
          <h2 className="text-title font-semibold text-ink">
            <Trans>Order this item</Trans>
          </h2>
          <p className="text-body text-ink-muted">
            <Trans>
              Sold in orders of at least <strong className="text-ink">{minShown}</strong>{' '}
              <Plural value={min} one="unit" other="units" /> at <strong className="text-ink">{price}</strong> each: at
              least <strong className="text-ink">{total}</strong> an order.
            </Trans>
          </p>
          {soldOut ? (
            <>
              <Button disabled size="lg" aria-describedby="sold-out-reason">
                <Trans>Purchase</Trans>
              </Button>
              <p id="sold-out-reason" className="text-body-sm font-medium text-danger">
                <Trans>Out of stock: fewer than {minNode} units are left, so it cannot be ordered now.</Trans>
              </p>
            </>
          ) : (
            <>
              {onAddToCart ? <AddToCart item={item} onAdd={onAddToCart} /> : null}
              <Button asChild size="lg">
                <LinkComponent href={`/purchase/${encodeURIComponent(item._id)}`}>
                  <Trans>Purchase</Trans>
                </LinkComponent>
              </Button>
            </>
          )}
          {editHref ? (
            <Button asChild variant="secondary">
              <LinkComponent href={editHref}>
                <Trans>Edit item and stock</Trans>
              </LinkComponent>
            </Button>
          ) : null}
        </Card>
      </ItemDetail>
    </div>
  );
}
