import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart } from '@storefront/shared';
import { ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';
import { Anchor } from '../../lib/Anchor.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { ListFailure } from '../home/ListFailure.tsx';
import { CartLine } from './CartLine.tsx';
import { CartSummary } from './CartSummary.tsx';

export interface CartViewProps {
  /** The cart priced now; undefined while it loads. */
  cart: Cart | undefined;
  error?: string | null;
  onRetry?: () => void;
  onQuantity: (item: string, quantity: number) => void;
  onRemove: (item: string) => void;
  /** Messages by item beyond the cart's own (a refused checkout's). */
  messages?: Readonly<Record<string, string>>;
  /** An item whose change is on its way: its line waits. */
  busyItem?: string | null;
  /** Under the total: the checkout form, or a way to sign in first. */
  checkout?: ReactNode;
  /** The checkout shows what the purchase comes to with delivery (requirements §17): the cart's total is its subtotal. */
  checkoutHasTotal?: boolean;
  LinkComponent?: LinkComponent;
}

/** The cart page's body (requirements §14.1): its lines, the totals and the way to check out. */
export function CartView({
  cart,
  error,
  onRetry,
  onQuantity,
  onRemove,
  messages = {},
  busyItem,
  checkout,
  checkoutHasTotal = false,
  LinkComponent = Anchor,
}: CartViewProps) {
  const { t } = useLingui();
  let body;
  if (error) body = <ListFailure title={t`Your cart could not be loaded`} description={error} onRetry={onRetry} />;
  else if (!cart)
    body = (
      <div className="flex flex-col gap-3" role="status" aria-label={t`Loading your cart`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 w-full" />
        ))}
      </div>
    );
  else if (!cart.lines.length)
    body = (
      <EmptyState
        icon={<ShoppingCart className="size-6" />}
        title={t`Your cart is empty`}
        description={t`Add parts from the catalog, or paste a list of SKUs on the quick order page.`}
        action={
          <Button asChild>
            <LinkComponent href="/items">
              <Trans>Browse products</Trans>
            </LinkComponent>
          </Button>
        }
      />
    );
  else
    body = (
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <ul aria-label={t`Cart lines`} className="rounded-card border border-line bg-surface px-4">
          {cart.lines.map((line) => (
            <CartLine
              key={line.item}
              line={line}
              message={messages[line.item]}
              busy={busyItem === line.item}
              onQuantity={(quantity) => onQuantity(line.item, quantity)}
              onRemove={() => onRemove(line.item)}
              LinkComponent={LinkComponent}
            />
          ))}
        </ul>
        <CartSummary cart={cart} isSubtotal={checkoutHasTotal}>
          {checkout}
        </CartSummary>
      </div>
    );
  return (
    <section aria-labelledby="cart-heading" className="flex flex-col gap-4">
      <h1 id="cart-heading" className="text-heading font-bold text-ink">
        <Trans>Your cart</Trans>
      </h1>
      {body}
    </section>
  );
}
