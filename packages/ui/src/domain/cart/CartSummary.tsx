import { formatBdt, formatUnits, type Cart } from '@storefront/shared';
import type { ReactNode } from 'react';

export interface CartSummaryProps {
  cart: Pick<Cart, 'count' | 'total' | 'lines'>;
  /** What follows the total: checkout, or a way to sign in. */
  children?: ReactNode;
}

/** The cart's totals (requirements §14.1): its lines, units and grand total, then the next step. */
export function CartSummary({ cart, children }: CartSummaryProps) {
  const blocked = cart.lines.filter((l) => l.problem).length;
  return (
    <section aria-label="Summary" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-body-sm">
        <dt className="text-ink-muted">Items</dt>
        <dd className="text-right text-ink tabular-nums">
          {cart.lines.length} {cart.lines.length === 1 ? 'line' : 'lines'}, {formatUnits(cart.count)}
        </dd>
        <dt className="text-body font-semibold text-ink">Total</dt>
        <dd className="text-right text-title font-bold text-primary tabular-nums">{formatBdt(cart.total)}</dd>
      </dl>
      {blocked ? (
        <p className="text-body-sm text-danger">
          {blocked === 1 ? 'One line needs' : `${blocked} lines need`} a change before you can place the order.
        </p>
      ) : null}
      {children}
    </section>
  );
}
