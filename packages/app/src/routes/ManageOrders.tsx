import { apiPaths, formatBdt, type Order } from '@storefront/shared';
import {
  Button,
  EmptyState,
  Pagination,
  Skeleton,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@storefront/ui';
import { PAGE_SIZE, usePagedList } from '../api/hooks.ts';
import { usePage } from '../api/usePage.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

function orderDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : dateFormat.format(date);
}

/** Every order, newest first (the server's order), a page at a time. */
export function Component() {
  useDocumentTitle('Manage All Orders');
  const [page, setPage] = usePage();
  const { rows, total, pageCount, error, isLoading, mutate } = usePagedList<Order>(apiPaths.orders, page);
  const offset = (page - 1) * PAGE_SIZE;
  const count = total ?? rows.length;
  return (
    <section className="flex flex-col gap-4" aria-labelledby="manage-orders-heading" aria-busy={isLoading || undefined}>
      <h2 id="manage-orders-heading" className="text-heading font-bold text-ink">
        {isLoading || error ? 'Manage All Orders' : `Manage All Orders: ${count}`}
      </h2>
      {isLoading ? (
        <div className="flex flex-col gap-2" role="status">
          <span className="sr-only">Loading</span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : error ? (
        <EmptyState
          tone="error"
          title="Something went wrong"
          description={(error as Error).message}
          action={
            <Button variant="secondary" onClick={() => void mutate()}>
              Try again
            </Button>
          }
        />
      ) : count === 0 ? (
        <EmptyState title="No orders yet" description="Orders customers place appear here, newest first." />
      ) : (
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
            {rows.map((order, index) => (
              <TableRow key={order._id}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {offset + index + 1}
                </TableCell>
                <TableCell label="Customer">
                  <span className="flex flex-col items-end sm:items-start">
                    <span className="font-medium">{order.userName}</span>
                    <span className="text-caption break-all text-ink-muted">{order.user}</span>
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
                  <time dateTime={order.createdAt}>{orderDate(order.createdAt)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Orders pages" />
    </section>
  );
}
