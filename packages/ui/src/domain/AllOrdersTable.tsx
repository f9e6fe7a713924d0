import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { canTransition, formatBdt, type Order, type OrderStatus } from '@storefront/shared';
import { Anchor } from '../lib/Anchor.tsx';
import { formatDayTime, timesIn } from '../lib/dates.ts';
import { EmailText } from '../lib/EmailText.tsx';
import type { LinkComponent } from '../lib/link.ts';
import { focusGroup } from '../lib/useFocusReturn.ts';
import { Button } from '../primitives/Button.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { StatusBadge } from './orders/StatusBadge.tsx';
import type { PaymentStatus } from './payments/admin/contract.ts';
import { PaymentStatusBadge } from './payments/PaymentStatusBadge.tsx';
import { useTransitionLabels } from './orders/OrderTransitionDialog.tsx';
import { TableSection, type ListStateProps } from './TableSection.tsx';

/** The order fields the table shows; `payment_status` once the server answers it (issue 33). */
export type AllOrdersRow = { payment_status?: PaymentStatus } & Pick<
  Order,
  | '_id'
  | 'number'
  | 'status'
  | 'user'
  | 'userName'
  | 'itemName'
  | 'quantity'
  | 'total'
  | 'createdAt'
  | 'purchase'
  | 'purchaseNumber'
>;

/** The moves offered on a row, in the order of the workflow. */
const moves: Exclude<OrderStatus, 'placed'>[] = ['confirmed', 'shipped', 'delivered', 'cancelled'];

export interface AllOrdersTableProps extends ListStateProps {
  orders: AllOrdersRow[];
  /** Orders the filters match on every page (the heading's count); the rows' number when not given. */
  total?: number;
  /** The heading before the count. */
  title?: string;
  /** Where a row's order number goes (its order page). */
  orderHref?: (order: AllOrdersRow) => string;
  /** Where an order's purchase number goes (the purchase's page, where its orders move together). */
  purchaseHref?: (purchaseId: string) => string;
  LinkComponent?: LinkComponent;
  /** With it, each row offers the moves its status allows (requirements §13.1). */
  onTransition?: (order: AllOrdersRow, to: Exclude<OrderStatus, 'placed'>) => void;
  /** With it, rows can be chosen for the bulk actions: the chosen ids. */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (ids: Set<string>) => void;
  /** The id the status tabs point at (aria-controls). */
  id?: string;
  /** The store's zone (STORE_TIME_ZONE): times are shown there, as in the CSV export, and it says so. */
  timeZone?: string;
}

/**
 * Manage All Orders (admin, requirements §13.6): every customer's orders, newest first (the
 * server's order), with number, date, its purchase (if one), customer, item, quantity, total,
 * status and payment status (issue 33); the moves each status allows; and a checkbox per row for
 * the bulk actions.
 */
export function AllOrdersTable({
  orders,
  title,
  total,
  orderHref,
  purchaseHref,
  LinkComponent = Anchor,
  onTransition,
  selected,
  onSelectedChange,
  id,
  timeZone,
  ...state
}: AllOrdersTableProps) {
  const { t, i18n } = useLingui();
  const transitionLabels = useTransitionLabels();
  const selectable = selected !== undefined && onSelectedChange !== undefined;
  const allChosen = selectable && orders.length > 0 && orders.every((o) => selected.has(o._id));
  const toggle = (orderId: string, on: boolean) => {
    if (!selectable) return;
    const next = new Set(selected);
    if (on) next.add(orderId);
    else next.delete(orderId);
    onSelectedChange(next);
  };
  return (
    <TableSection
      title={title ?? t`Manage All Orders`}
      count={total ?? orders.length}
      emptyTitle={t`No orders yet`}
      emptyDescription={t`Orders customers place appear here, newest first.`}
      note={timeZone ? timesIn(i18n, timeZone) : undefined}
      {...state}
    >
      {/* Beside the dashboard's sidebar at 1280 px every column stays in view (e2e/pages.spec.ts,
          layout): cells a little closer, and the quantity under the item's name, not a column. */}
      <Table id={id} className="[&_th]:px-3 @xl:[&_td]:px-3">
        <TableCaption>
          <Trans>All orders, newest first</Trans>
        </TableCaption>
        <TableHeader>
          <TableRow>
            {selectable ? (
              <TableHead className="w-10">
                <input
                  type="checkbox"
                  aria-label={t`Select every order shown`}
                  className="size-4 accent-primary"
                  checked={allChosen}
                  onChange={(event) =>
                    onSelectedChange(event.target.checked ? new Set(orders.map((o) => o._id)) : new Set())
                  }
                />
              </TableHead>
            ) : null}
            <TableHead>
              <Trans>Order</Trans>
            </TableHead>
            <TableHead>
              <Trans>Customer</Trans>
            </TableHead>
            <TableHead>
              <Trans>Item</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Total</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            {onTransition ? (
              <TableHead className="text-right">
                <Trans>Actions</Trans>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order._id}>
              {selectable ? (
                <TableCell label={t`Select`}>
                  <input
                    type="checkbox"
                    aria-label={t`Select order ${{ number: order.number }}`}
                    className="size-4 accent-primary"
                    checked={selected.has(order._id)}
                    onChange={(event) => toggle(order._id, event.target.checked)}
                  />
                </TableCell>
              ) : null}
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
                  <time dateTime={order.createdAt} className="text-caption whitespace-nowrap text-ink-muted">
                    {formatDayTime(order.createdAt, timeZone)}
                  </time>
                  {order.purchase && order.purchaseNumber ? (
                    purchaseHref ? (
                      <LinkComponent
                        href={purchaseHref(order.purchase)}
                        className="text-caption whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                      >
                        <Trans>Purchase {{ number: order.purchaseNumber }}</Trans>
                      </LinkComponent>
                    ) : (
                      <span className="text-caption whitespace-nowrap text-ink-muted">
                        <Trans>Purchase {{ number: order.purchaseNumber }}</Trans>
                      </span>
                    )
                  ) : null}
                </span>
              </TableCell>
              {/* A name wraps anywhere, so a long one never pushes the actions out of view, but the
                  column keeps room for an ordinary word (a table gives a column no more than it must). */}
              <TableCell label={t`Customer`}>
                <span className="flex flex-col items-end @xl:min-w-26 @xl:items-start">
                  <span className="font-medium [overflow-wrap:anywhere]">{order.userName}</span>
                  <EmailText email={order.user} className="text-caption text-ink-muted" />
                </span>
              </TableCell>
              <TableCell label={t`Item`}>
                <span className="flex flex-col items-end @xl:min-w-26 @xl:items-start">
                  <span className="font-medium [overflow-wrap:anywhere]">{order.itemName}</span>
                  <span className="text-caption text-ink-muted tabular-nums">
                    <Plural value={{ quantity: order.quantity }} one="# unit" other="# units" />
                  </span>
                </span>
              </TableCell>
              <TableCell label={t`Total`} className="font-semibold whitespace-nowrap tabular-nums @xl:text-right">
                {formatBdt(order.total)}
              </TableCell>
              {/* The payment's status under the order's (issue 33): a column of its own pushed the actions
                  out of view beside the sidebar at 1280 px (the WithPaymentStatus story). */}
              <TableCell label={t`Status`}>
                <span className="flex flex-col items-end gap-1 @xl:items-start">
                  <StatusBadge status={order.status} />
                  {order.payment_status ? (
                    <span className="flex items-center gap-1">
                      <span className="sr-only">
                        <Trans>Payment:</Trans>
                      </span>
                      <PaymentStatusBadge status={order.payment_status} labels="short" size="compact" />
                    </span>
                  ) : null}
                </span>
              </TableCell>
              {onTransition ? (
                <TableCell className="justify-end gap-2 @xl:text-right">
                  <span className="flex flex-wrap justify-end gap-2">
                    {moves
                      .filter((to) => canTransition(order.status, to))
                      .map((to) => (
                        <Button
                          key={to}
                          size="sm"
                          variant={to === 'cancelled' ? 'danger' : 'secondary'}
                          {...focusGroup(`move-${to}`)}
                          aria-label={t`${{ move: transitionLabels[to] }} order ${{ number: order.number }}`}
                          onClick={() => onTransition(order, to)}
                        >
                          {transitionLabels[to]}
                        </Button>
                      ))}
                  </span>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableSection>
  );
}
