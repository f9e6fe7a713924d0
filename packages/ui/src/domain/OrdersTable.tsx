import type { Order } from '@storefront/shared';
import { useState } from 'react';
import { focusGroup } from '../lib/useFocusReturn.ts';
import { Button } from '../primitives/Button.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog.tsx';
import { TableSection, type ListStateProps } from './TableSection.tsx';

/** The order fields the table shows. */
export type OrderRow = Pick<Order, '_id' | 'itemName' | 'quantity'>;

export interface OrdersTableProps extends ListStateProps {
  orders: OrderRow[];
  /**
   * Called when the user confirms "Are you sure you want to delete the order for: {item}?". Return
   * a promise to keep the dialog busy until the deletion is done.
   */
  onDelete: (order: OrderRow) => void | Promise<unknown>;
  /** The heading before the count. */
  title?: string;
}

/** My Orders (requirements §2): index, item name, ordered quantity and Delete with a confirm dialog; the heading shows the count. */
export function OrdersTable({ orders, onDelete, title = 'My Orders', ...state }: OrdersTableProps) {
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
            <TableHead className="w-16">#</TableHead>
            <TableHead>Item Name</TableHead>
            <TableHead>Quantity</TableHead>
            <TableHead className="text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order, index) => (
            <TableRow key={order._id}>
              <TableCell label="#" className="font-mono text-ink-muted">
                {index + 1}
              </TableCell>
              <TableCell label="Item Name" className="font-medium break-words">
                {order.itemName}
              </TableCell>
              <TableCell label="Quantity">{order.quantity}</TableCell>
              <TableCell className="justify-end @xl:text-right">
                <Button
                  variant="danger"
                  size="sm"
                  {...focusGroup('delete-order')}
                  aria-label={`Delete order for ${order.itemName}`}
                  onClick={() => setPending(order)}
                  className="w-full @xl:w-auto"
                >
                  Delete
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        kind="order"
        name={pending?.itemName ?? ''}
        onConfirm={() => (pending ? onDelete(pending) : undefined)}
      />
    </TableSection>
  );
}
