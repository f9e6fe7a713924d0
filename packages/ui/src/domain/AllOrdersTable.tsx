import { formatDayTime } from '../lib/dates.ts';
import { EmailText } from '../lib/EmailText.tsx';
import { formatBdt, type Order } from '@storefront/shared';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from './TableSection.tsx';

/** The order fields the table shows. */
export type AllOrdersRow = Pick<Order, '_id' | 'user' | 'userName' | 'itemName' | 'quantity' | 'total' | 'createdAt'>;

export interface AllOrdersTableProps extends ListStateProps, PagedListProps {
  orders: AllOrdersRow[];
  /** The heading before the count. */
  title?: string;
}

/** Manage All Orders (admin): every customer's orders, newest first (the server's order), read-only. */
export function AllOrdersTable({
  orders,
  title = 'Manage All Orders',
  total,
  offset = 0,
  ...state
}: AllOrdersTableProps) {
  return (
    <TableSection
      title={title}
      count={total ?? orders.length}
      emptyTitle="No orders yet"
      emptyDescription="Orders customers place appear here, newest first."
      {...state}
    >
      <Table>
        <TableCaption>All orders, newest first</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">#</TableHead>
            <TableHead>Customer</TableHead>
            <TableHead>Item</TableHead>
            <TableHead className="text-right">Quantity</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Date</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order, index) => (
            <TableRow key={order._id}>
              <TableCell label="#" className="font-mono text-ink-muted">
                {offset + index + 1}
              </TableCell>
              <TableCell label="Customer">
                <span className="flex flex-col items-end sm:items-start">
                  <span className="font-medium">{order.userName}</span>
                  <EmailText email={order.user} className="text-caption text-ink-muted" />
                </span>
              </TableCell>
              <TableCell label="Item" className="font-medium break-words">
                {order.itemName}
              </TableCell>
              <TableCell label="Quantity" className="sm:text-right">
                {order.quantity}
              </TableCell>
              <TableCell label="Total" className="font-semibold whitespace-nowrap sm:text-right">
                {formatBdt(order.total)}
              </TableCell>
              <TableCell label="Date" className="whitespace-nowrap">
                <time dateTime={order.createdAt}>{formatDayTime(order.createdAt)}</time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableSection>
  );
}
