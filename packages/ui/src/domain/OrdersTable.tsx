import { canCustomerCancel, formatBdt, formatCount, orderStatusWord, type Order } from '@storefront/shared';
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

/** The order fields the table shows. */
export type OrderRow = Pick<
  Order,
  '_id' | 'number' | 'status' | 'itemName' | 'quantity' | 'unit_price' | 'total' | 'createdAt'
>;

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

/** Why a row's Delete is off: the order went past placed (requirements §13.3). */
function deleteRefusal(order: OrderRow): string | undefined {
  if (canCustomerCancel(order.status)) return undefined;
  return order.status === 'cancelled'
    ? 'Already cancelled'
    : `Already ${orderStatusWord(order.status)}: contact us to change it`;
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
  title = 'My Orders',
  orderHref,
  LinkComponent = Anchor,
  ...state
}: OrdersTableProps) {
  const [pending, setPending] = useState<OrderRow | null>(null);
  return (
    <TableSection
      title={title}
      count={orders.length}
      emptyTitle="No orders yet"
      emptyDescription="Orders you place from the home page appear here."
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">#</TableHead>
            <TableHead>Item Name</TableHead>
            <TableHead>Quantity</TableHead>
            <TableHead>Order</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Unit price</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead className="text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order, index) => {
            const refusal = deleteRefusal(order);
            const reasonId = `order-${order._id}-delete-reason`;
            return (
              <TableRow key={order._id}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {index + 1}
                </TableCell>
                <TableCell label="Item Name" className="font-medium [overflow-wrap:anywhere]">
                  {order.itemName}
                </TableCell>
                <TableCell label="Quantity" className="tabular-nums">
                  {formatCount(order.quantity)}
                </TableCell>
                <TableCell label="Order">
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
                <TableCell label="Status">
                  <StatusBadge status={order.status} />
                </TableCell>
                <TableCell label="Unit price" className="whitespace-nowrap tabular-nums @xl:text-right">
                  {formatBdt(order.unit_price)}
                </TableCell>
                <TableCell label="Total" className="font-semibold whitespace-nowrap tabular-nums @xl:text-right">
                  {formatBdt(order.total)}
                </TableCell>
                <TableCell className="justify-end @xl:text-right">
                  <span className="flex w-full flex-col items-end gap-1">
                    <Button
                      variant="danger"
                      size="sm"
                      {...focusGroup('delete-order')}
                      aria-label={`Delete order for ${order.itemName}`}
                      aria-describedby={refusal ? reasonId : undefined}
                      disabled={refusal !== undefined}
                      onClick={() => setPending(order)}
                      className="w-full @xl:w-auto"
                    >
                      Delete
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
