import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatCount, type Purchase } from '@storefront/shared';
import type { ReactNode } from 'react';
import { Anchor } from '../../lib/Anchor.tsx';
import { apart } from '../../lib/apart.tsx';
import { cn } from '../../lib/cn.ts';
import { formatDayTime, formatDayTimeIn } from '../../lib/dates.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { Card } from '../../primitives/Card.tsx';
import { StatusBadge } from '../orders/StatusBadge.tsx';
import { CompactTableHead } from '../../primitives/CompactTableHead.tsx';
import type { PurchaseDelivery } from '../delivery/contract.ts';
import type { WithPayment } from '../payments/contract.ts';
import { paymentMethodLabels } from '../payments/labels.ts';
import { useDistrictName } from '../delivery/districts.tsx';

export interface PurchaseSummaryProps {
  /** The purchase, with its district, delivery charge and subtotal where it has them (requirements §17). */
  purchase: Purchase & PurchaseDelivery & WithPayment;
  /** Under the summary: the buyer's next steps. */
  actions?: ReactNode;
  headingLevel?: 'h1' | 'h2';
  LinkComponent?: LinkComponent;
  /** The store's zone (STORE_TIME_ZONE, for administrators): the time is shown there, and it says so. */
  timeZone?: string;
}

/** What a purchase's total is said to be: of every order, of those not cancelled, or of none. */
function purchaseTotalLabel(purchase: Purchase): MessageDescriptor {
  const cancelled = purchase.orders.filter((o) => o.status === 'cancelled').length;
  if (cancelled === 0) return msg`Total`;
  return cancelled === purchase.orders.length
    ? msg`Every order is cancelled: nothing is owed`
    : msg`Total, cancelled orders left out`;
}

/**
 * A purchase (requirements §14.3): its number, where it goes, and its orders, one per line, each
 * with its own number, status and price per unit, linked to its page. A cancelled order is struck
 * through, and the total (the server's) leaves it out (§13.5).
 */
export function PurchaseSummary({
  purchase,
  actions,
  headingLevel: Heading = 'h2',
  LinkComponent = Anchor,
  timeZone,
}: PurchaseSummaryProps) {
  const { t, i18n } = useLingui();
  const { number, address } = purchase;
  const numberNode = apart(number);
  const phone = apart(purchase.phone);
  const placed = timeZone ? formatDayTimeIn(i18n, purchase.createdAt, timeZone) : formatDayTime(purchase.createdAt);
  const district = useDistrictName(purchase.district);
  // requirements §17: the goods owed, the delivery charge, then what both come to.
  const hasDelivery = purchase.delivery_charge !== undefined && purchase.subtotal !== undefined;
  const method = purchase.payment?.method;
  const methodName = method === undefined ? '' : i18n._(paymentMethodLabels[method]);
  const poNumber = purchase.po_number;
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-col gap-1">
        <Heading className="text-heading font-bold text-ink">
          <Trans>Purchase {numberNode}</Trans>
        </Heading>
        <p className="text-body-sm text-ink-muted">
          <Trans>
            Placed <time dateTime={purchase.createdAt}>{placed}</time> · Deliver to{' '}
            <span className="[overflow-wrap:anywhere] text-ink">{address}</span> · {phone}
          </Trans>
        </p>
        {district ? (
          <p className="text-body-sm text-ink-muted">
            {/* requirements §18: the method chosen; cash on delivery said as before. */}
            {method === undefined || method === 'cod' ? (
              <Trans>
                District: <span className="text-ink">{district}</span> · Payment: cash on delivery
              </Trans>
            ) : (
              <Trans>
                District: <span className="text-ink">{district}</span> · Payment: {methodName}
              </Trans>
            )}
          </p>
        ) : null}
        {/* requirements §20.6: the buyer's purchase-order number, when they gave one. */}
        {poNumber ? (
          <p className="text-body-sm [overflow-wrap:anywhere] text-ink-muted">
            <Trans>
              PO number: <span className="font-medium text-ink">{poNumber}</span>
            </Trans>
          </p>
        ) : null}
      </div>
      <table className="w-full border-collapse text-body-sm">
        <caption className="sr-only">
          <Trans>The orders of purchase {number}</Trans>
        </caption>
        <CompactTableHead
          columns={[
            { label: t`Order` },
            { label: t`Item` },
            { label: t`Quantity`, numeric: true },
            { label: t`Each`, numeric: true, className: 'hidden sm:table-cell' },
            { label: t`Total`, numeric: true },
          ]}
        />
        <tbody>
          {purchase.orders.map((order) => {
            const cancelled = order.status === 'cancelled';
            // Struck through: a cancelled order stays listed, and is not owed.
            const Struck = cancelled ? 's' : 'span';
            return (
              <tr key={order._id} className="border-b border-line align-top last:border-0">
                <td className="py-2 pr-3">
                  {/* The number over its status: side by side they ran into each other. */}
                  <span className="flex flex-col items-start gap-1">
                    <LinkComponent
                      href={`/dashboard/orders/${encodeURIComponent(order._id)}`}
                      className="font-medium text-primary hover:underline"
                    >
                      {order.number}
                    </LinkComponent>
                    <StatusBadge status={order.status} />
                  </span>
                </td>
                <td className={cn('py-2 pr-3 [overflow-wrap:anywhere]', cancelled ? 'text-ink-muted' : 'text-ink')}>
                  <Struck>{order.itemName}</Struck>
                </td>
                <td className="py-2 pr-3 text-right text-ink tabular-nums">{formatCount(order.quantity)}</td>
                <td className="hidden py-2 pr-3 text-right text-ink tabular-nums sm:table-cell">
                  {formatBdt(order.unit_price)}
                </td>
                <td
                  className={cn('py-2 text-right font-medium tabular-nums', cancelled ? 'text-ink-muted' : 'text-ink')}
                >
                  <Struck>{formatBdt(order.total)}</Struck>
                </td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          {hasDelivery ? (
            <>
              <tr>
                <th scope="row" colSpan={3} className="pt-3 text-left font-normal text-ink-muted">
                  <Trans>Subtotal</Trans>
                </th>
                <td colSpan={2} className="pt-3 text-right text-ink tabular-nums">
                  {formatBdt(purchase.subtotal ?? 0)}
                </td>
              </tr>
              <tr>
                <th scope="row" colSpan={3} className="pt-1 text-left font-normal text-ink-muted">
                  <Trans>Delivery</Trans>
                </th>
                <td colSpan={2} className="pt-1 text-right text-ink tabular-nums">
                  {formatBdt(purchase.delivery_charge ?? 0)}
                </td>
              </tr>
            </>
          ) : null}
          <tr>
            <th scope="row" colSpan={3} className="pt-3 text-left text-body font-semibold text-ink">
              {i18n._(purchaseTotalLabel(purchase))}
            </th>
            <td colSpan={2} className="pt-3 text-right text-title font-bold text-primary tabular-nums">
              {formatBdt(purchase.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </Card>
  );
}
