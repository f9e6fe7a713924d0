import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { canCustomerCancel, formatBdt, formatCount, type Order, type OrderStatus } from '@storefront/shared';
import { useState } from 'react';
import { Anchor } from '../lib/Anchor.tsx';
import { formatDay } from '../lib/dates.ts';
import type { LinkComponent } from '../lib/link.ts';
import { focusGroup } from '../lib/useFocusReturn.ts';
import { Button } from '../primitives/Button.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { StatusBadge } from './orders/StatusBadge.tsx';
import { TableSection, type ListStateProps } from './TableSection.tsx';
import type { WithDeliveryCharge } from './delivery/contract.ts';
import { useDistricts } from './delivery/districts.tsx';
import type { WithPaymentStatus } from './payments/contract.ts';
import { PaymentStatusBadge } from './payments/PaymentStatusBadge.tsx';
import { screenDigits } from '../i18n/digits.ts';

/** The order fields the table shows. */
export type OrderRow = Pick<
  Order,
  '_id' | 'number' | 'status' | 'itemName' | 'quantity' | 'unit_price' | 'total' | 'createdAt'
> &
  Partial<Pick<Order, 'purchase'>> &
  WithDeliveryCharge &
  WithPaymentStatus;

export interface OrdersTableProps extends ListStateProps {
  orders: OrderRow[];
  /**
   * Called when the user confirms "Are you sure you want to delete the order for: {item}?". Return
   * a promise to keep the dialog busy until the deletion is done.
   */
  onDelete: (order: OrderRow) => void | Promise<unknown>;
  /** The heading before the count. */
  title?: string;
  /** Where an order's number goes (its page). */
  orderHref?: (order: OrderRow) => string;
  LinkComponent?: LinkComponent;
}

/** Why a row's Delete is off, by status: the order went past placed (requirements §13.3). */
const refusals: Partial<Record<OrderStatus, MessageDescriptor>> = {
  confirmed: msg`Already confirmed: contact us to change it`,
  shipped: msg`Already shipped: contact us to change it`,
  delivered: msg`Already delivered: contact us to change it`,
  cancelled: msg`Already cancelled`,
};

function deleteRefusal(order: OrderRow, i18n: I18n): string | undefined {
  const reason = canCustomerCancel(order.status) ? undefined : refusals[order.status];
  return reason && i18n._(reason);
}

/**
 * My Orders (requirements §2, §13.3): index, item name, ordered quantity and Delete with a confirm
 * dialog, the heading counting the orders; beside them each order's number (to its page), date,
 * status, unit price and total. Delete cancels the order while it is placed; afterwards it is off,
 * with the reason.
 */
export function OrdersTable({
  orders,
  onDelete,
  title: titleGiven,
  orderHref,
  LinkComponent = Anchor,
  ...state
}: OrdersTableProps) {
  const { t, i18n } = useLingui();
  const districts = useDistricts();
  const deliveryNote = (charge: string) => t`+ ${charge} delivery`;
  const title = titleGiven ?? t`My Orders`;
  const [pending, setPending] = useState<OrderRow | null>(null);
  return (
    <TableSection
      title={title}
      count={orders.length}
      emptyTitle={t`No orders yet`}
      emptyDescription={t`Orders you place from the home page appear here.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">#</TableHead>
            <TableHead>
              <Trans>Item Name</Trans>
            </TableHead>
            <TableHead>
              <Trans>Quantity</Trans>
            </TableHead>
            <TableHead>
              <Trans>Order</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Unit price</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Total</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Action</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order, index) => {
            const refusal = deleteRefusal(order, i18n);
            const reasonId = `order-${order._id}-delete-reason`;
            return (
              <TableRow key={order._id}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {screenDigits(index + 1)}
                </TableCell>
                <TableCell label={t`Item Name`} className="font-medium [overflow-wrap:anywhere]">
                  {order.district ? (
                    <span className="flex flex-col items-end @xl:items-start">
                      {order.itemName}
                      <span className="text-caption font-normal text-ink-muted">
                        {districts.find((d) => d.key === order.district)?.name ?? order.district}
                      </span>
                    </span>
                  ) : (
                    order.itemName
                  )}
                </TableCell>
                <TableCell label={t`Quantity`} className="tabular-nums">
                  {formatCount(order.quantity)}
                </TableCell>
                <TableCell label={t`Order`}>
                  <span className="flex flex-col items-end @xl:items-start">
                    {orderHref ? (
                      <LinkComponent
                        href={orderHref(order)}
                        className="font-mono font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                      >
                        {order.number}
                      </LinkComponent>
                    ) : (
                      <span className="font-mono font-semibold">{order.number}</span>
                    )}
                    <time dateTime={order.createdAt} className="text-caption text-ink-muted">
                      {formatDay(order.createdAt)}
                    </time>
                  </span>
                </TableCell>
                <TableCell label={t`Status`}>
                  {/* requirements §18: how far it is paid, under where it is. */}
                  {order.payment_status ? (
                    <span className="flex flex-col items-start gap-1">
                      <StatusBadge status={order.status} />
                      <PaymentStatusBadge status={order.payment_status} />
                    </span>
                  ) : (
                    <StatusBadge status={order.status} />
                  )}
                </TableCell>
                <TableCell label={t`Unit price`} className="whitespace-nowrap tabular-nums @xl:text-right">
                  {formatBdt(order.unit_price)}
                </TableCell>
                <TableCell label={t`Total`} className="font-semibold whitespace-nowrap tabular-nums @xl:text-right">
                  {order.delivery_charge && !order.purchase ? (
                    <span className="flex flex-col items-end">
                      {formatBdt(order.total)}
                      <span className="text-caption font-normal text-ink-muted">
                        {deliveryNote(formatBdt(order.delivery_charge))}
                      </span>
                    </span>
                  ) : (
                    formatBdt(order.total)
                  )}
                </TableCell>
                <TableCell className="justify-end @xl:text-right">
                  <span className="flex w-full flex-col items-end gap-1">
                    <Button
                      variant="danger"
                      size="sm"
                      {...focusGroup('delete-order')}
                      aria-label={t`Delete order for ${{ name: order.itemName }}`}
                      aria-describedby={refusal ? reasonId : undefined}
                      disabled={refusal !== undefined}
                      onClick={() => setPending(order)}
                      className="w-full @xl:w-auto"
                    >
                      <Trans>Delete</Trans>
                    </Button>
                    {refusal ? (
                      <span id={reasonId} className="text-caption text-ink-muted">
                        {refusal}
                      </span>
                    ) : null}
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        kind="order"
        name={pending?.itemName ?? ''}
        units={pending?.quantity ?? 0}
        onConfirm={() => (pending ? onDelete(pending) : undefined)}
      />
    </TableSection>
  );
}
