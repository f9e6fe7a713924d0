import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatCount, type Cart } from '@storefront/shared';
import type { ReactNode } from 'react';
import { apart } from '../../lib/apart.tsx';
import { screenDigits } from '../../i18n/digits.ts';

export interface CartSummaryProps {
  cart: Pick<Cart, 'count' | 'total' | 'lines'>;
  /** What follows the total: checkout, or a way to sign in. */
  children?: ReactNode;
  /** The checkout below shows the total with delivery (requirements §17): this one is the goods' subtotal. */
  isSubtotal?: boolean;
}

/** The cart's totals (requirements §14.1): its lines, units and grand total, then the next step. */
export function CartSummary({ cart, children, isSubtotal = false }: CartSummaryProps) {
  const { t } = useLingui();
  const blocked = cart.lines.filter((l) => l.problem).length;
  const lines = cart.lines.length;
  const units = cart.count;
  const unitCount = formatCount(units);
  // Each part its own text node, as before the messages (see lib/apart.tsx).
  // Counts in the reader's digits (requirements §16); a plural reads the number.
  const linesNode = apart(screenDigits(lines));
  const lineWord = apart(t`${plural(lines, { one: 'line', other: 'lines' })}`);
  const unitsNode = apart(t`${plural(units, { one: `${unitCount} unit`, other: `${unitCount} units` })}`);
  const blockedCount = screenDigits(blocked);
  const needs = apart(t`${plural(blocked, { one: 'One line needs', other: `${blockedCount} lines need` })}`);
  return (
    <section aria-label={t`Summary`} className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-body-sm">
        <dt className="text-ink-muted">
          <Trans>Items</Trans>
        </dt>
        <dd className="text-right text-ink tabular-nums">
          <Trans>
            {linesNode} {lineWord}, {unitsNode}
          </Trans>
        </dd>
        <dt className="text-body font-semibold text-ink">
          {isSubtotal ? <Trans>Subtotal</Trans> : <Trans>Total</Trans>}
        </dt>
        <dd className="text-right text-title font-bold text-primary tabular-nums">{formatBdt(cart.total)}</dd>
      </dl>
      {blocked ? (
        <p className="text-body-sm text-danger">
          <Trans>{needs} a change before you can place the order.</Trans>
        </p>
      ) : null}
      {children}
    </section>
  );
}
