import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatCount, type CompanyOrder } from '@storefront/shared';
import { Anchor } from '../../lib/Anchor.tsx';
import { EmailText } from '../../lib/EmailText.tsx';
import { formatDay } from '../../lib/dates.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { cn } from '../../lib/cn.ts';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { StatusBadge } from '../orders/StatusBadge.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from '../TableSection.tsx';
import { screenDigits } from '../../i18n/digits.ts';

/** An order of the company's, as `GET /api/companies/{id}/orders` answers it: the order and who placed it. */
export type CompanyOrderRow = Pick<
  CompanyOrder,
  '_id' | 'number' | 'status' | 'itemName' | 'quantity' | 'total' | 'createdAt' | 'buyer'
>;

/** Whose orders the list shows: the reader's own or everyone's in the company. */
export type CompanyOrdersScope = 'mine' | 'everyone';

export interface CompanyOrdersTableProps extends ListStateProps, PagedListProps {
  orders: CompanyOrderRow[];
  /** The chosen scope; the Mine / Everyone switch shows when `onScopeChange` is given (admins and approvers). */
  scope?: CompanyOrdersScope;
  onScopeChange?: (scope: CompanyOrdersScope) => void;
  /** The heading before the count. */
  title?: string;
  /** Where an order's number goes (its page); undefined leaves the number as text (another member's order). */
  orderHref?: (order: CompanyOrderRow) => string | undefined;
  LinkComponent?: LinkComponent;
}

/**
 * The company's orders (requirements §20.3): number and date, item and quantity, who placed it,
 * status and total. Company admins and approvers see every member's and may narrow the list to their
 * own (Mine / Everyone); a buyer sees their own.
 */
export function CompanyOrdersTable({
  orders,
  scope = 'everyone',
  onScopeChange,
  title: titleGiven,
  total,
  offset = 0,
  orderHref,
  LinkComponent = Anchor,
  ...state
}: CompanyOrdersTableProps) {
  const { t } = useLingui();
  const title = titleGiven ?? t`Company orders`;
  const scopes: { value: CompanyOrdersScope; label: string }[] = [
    { value: 'everyone', label: t`Everyone` },
    { value: 'mine', label: t`Mine` },
  ];
  const table = (
    <TableSection
      title={title}
      count={total ?? orders.length}
      emptyTitle={scope === 'mine' ? t`You have not ordered for the company yet` : t`No company orders yet`}
      emptyDescription={t`Orders members place while in the company appear here.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">#</TableHead>
            <TableHead>
              <Trans>Order</Trans>
            </TableHead>
            <TableHead>
              <Trans>Item Name</Trans>
            </TableHead>
            <TableHead>
              <Trans>Buyer</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Total</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order, index) => {
            const href = orderHref?.(order);
            return (
              <TableRow key={order._id}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {screenDigits(offset + index + 1)}
                </TableCell>
                <TableCell label={t`Order`}>
                  <span className="flex flex-col items-end @xl:items-start">
                    {href ? (
                      <LinkComponent
                        href={href}
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
                <TableCell label={t`Item Name`} className="font-medium [overflow-wrap:anywhere] before:shrink-0">
                  <span className="flex flex-col items-end @xl:items-start">
                    {order.itemName}
                    <span className="text-caption font-normal text-ink-muted tabular-nums">
                      × {formatCount(order.quantity)}
                    </span>
                  </span>
                </TableCell>
                <TableCell label={t`Buyer`} className="[overflow-wrap:anywhere] before:shrink-0">
                  <span className="flex flex-col items-end @xl:items-start">
                    <span className="font-medium">{order.buyer.name}</span>
                    <span className="text-caption text-ink-muted">
                      <EmailText email={order.buyer.email} />
                    </span>
                  </span>
                </TableCell>
                <TableCell label={t`Status`}>
                  <StatusBadge status={order.status} />
                </TableCell>
                <TableCell label={t`Total`} className="font-semibold whitespace-nowrap tabular-nums @xl:text-right">
                  {formatBdt(order.total)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableSection>
  );
  if (!onScopeChange) return table;
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t`Whose orders`} className="flex gap-2">
        {scopes.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={scope === value}
            onClick={() => onScopeChange(value)}
            className={cn(
              'rounded-pill px-4 py-1.5 text-body-sm font-semibold ring-1 ring-line focus-visible:outline-2 focus-visible:outline-focus',
              scope === value ? 'bg-primary text-white ring-primary' : 'bg-surface text-ink hover:bg-canvas',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {table}
    </div>
  );
}
