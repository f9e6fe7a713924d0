import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatCount, type Order } from '@storefront/shared';
import type { ReactNode } from 'react';
import { formatDayTime, formatDayTimeIn } from '../../lib/dates.ts';
import { Card } from '../../primitives/Card.tsx';
import type { WithDeliveryCharge } from '../delivery/contract.ts';
import { useDistrictName } from '../delivery/districts.tsx';
import type { WithPaymentStatus } from '../payments/contract.ts';
import { PaymentStatusBadge } from '../payments/PaymentStatusBadge.tsx';
import { StatusBadge } from './StatusBadge.tsx';

export interface OrderSummaryProps {
  /** The order, with its district and delivery charge where it has them (requirements §17). */
  order: Order & WithDeliveryCharge & WithPaymentStatus;
  /** Under the summary: Reorder, the invoice, an administrator's moves. */
  actions?: ReactNode;
  /** The heading's level in its page. */
  headingLevel?: 'h1' | 'h2';
  /** The store's zone (STORE_TIME_ZONE, for administrators): the time is shown there, and it says so. */
  timeZone?: string;
}

/** One order at a glance (requirements §13.4): number, status, date, the line and its money, where it goes. */
export function OrderSummary({ order, actions, headingLevel: Heading = 'h2', timeZone }: OrderSummaryProps) {
  const { t, i18n } = useLingui();
  const number = order.number;
  const district = useDistrictName(order.district);
  // An order of a purchase has no charge of its own: its purchase carries it (requirements §17).
  const charge = order.delivery_charge === undefined || order.purchase ? undefined : order.delivery_charge;
  const facts: [string, ReactNode][] = [
    [t`Item`, order.itemName],
    [t`Quantity`, formatCount(order.quantity)],
    [t`Unit price`, formatBdt(order.unit_price)],
    [t`Total`, <strong key="t">{formatBdt(order.total)}</strong>],
    ...(charge === undefined ? [] : ([[t`Delivery charge`, formatBdt(charge)]] as [string, ReactNode][])),
    [t`Deliver to`, order.address],
    ...(district ? ([[t`District`, district]] as [string, ReactNode][]) : []),
    [t`Phone`, order.phone],
    [
      t`Placed`,
      <time key="p" dateTime={order.createdAt}>
        {timeZone ? formatDayTimeIn(i18n, order.createdAt, timeZone) : formatDayTime(order.createdAt)}
      </time>,
    ],
  ];
  return (
    <Card className="flex flex-col gap-5 p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Heading className="text-heading font-bold text-ink">
          <Trans>Order {number}</Trans>
        </Heading>
        <span className="flex flex-wrap items-center gap-2">
          <StatusBadge status={order.status} />
          {/* requirements §18: its payment's status, where the answer carries it. */}
          {order.payment_status ? <PaymentStatusBadge status={order.payment_status} /> : null}
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-body-sm text-ink-muted">{label}</dt>
            <dd className="font-medium text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
    </Card>
  );
}
