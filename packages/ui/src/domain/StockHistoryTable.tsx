import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, stockMovementMessages, type StockMovement } from '@storefront/shared';
import { sayShared } from '../i18n/translateMessage.ts';

import { Anchor } from '../lib/Anchor.tsx';
import { formatDayTime, timesIn } from '../lib/dates.ts';
import { EmailText } from '../lib/EmailText.tsx';
import { cn } from '../lib/cn.ts';
import type { LinkComponent } from '../lib/link.ts';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from './TableSection.tsx';

export interface StockHistoryTableProps extends ListStateProps, PagedListProps {
  movements: StockMovement[];
  title?: string;
  /** The store's zone (STORE_TIME_ZONE): times are shown there, and it says so. */
  timeZone?: string;
  /** Where an order's number goes (its page), from the order's id. */
  orderHref?: (orderId: string) => string;
  /** Where a purchase's number goes (its page), from the purchase's id. */
  purchaseHref?: (purchaseId: string) => string;
  LinkComponent?: LinkComponent;
}

const linkClass =
  'ml-auto block w-fit font-mono text-caption font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus @xl:ml-0';

/** "Order CC-000042" or "Purchase CP-000042": a link to its page when there is one. */
function NumberLink({ text, href, Link }: { text: string; href: string | undefined; Link: LinkComponent }) {
  if (href === undefined) return <span className="block font-mono text-caption text-ink-muted">{text}</span>;
  return (
    <Link href={href} className={linkClass}>
      {text}
    </Link>
  );
}

const signed = (change: number) => `${change > 0 ? '+' : '−'}${formatCount(Math.abs(change))}`;

/**
 * An item's stock history (admin, requirements §12.9), newest first: when, what moved it (opening
 * stock, an adjustment with its reason, an order or its deletion, by the order's number and its
 * purchase's), the change, the stock after it, and who. Read top to bottom, each row's stock is the
 * one below it plus its change.
 */
export function StockHistoryTable({
  movements,
  title: titleGiven,
  total,
  timeZone,
  orderHref,
  purchaseHref,
  LinkComponent = Anchor,
  ...state
}: StockHistoryTableProps) {
  const { t, i18n } = useLingui();
  const title = titleGiven ?? t`Stock history`;
  return (
    <TableSection
      title={title}
      count={total ?? movements.length}
      emptyTitle={t`No stock movements yet`}
      emptyDescription={t`Stock received, written off and ordered appears here.`}
      note={timeZone ? timesIn(i18n, timeZone) : undefined}
      {...state}
    >
      <Table>
        <TableCaption>
          <Trans>{title}, newest first</Trans>
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>When</Trans>
            </TableHead>
            <TableHead>
              <Trans>Movement</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Change</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Stock after</Trans>
            </TableHead>
            <TableHead>
              <Trans>By</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {movements.map((movement) => (
            <TableRow key={movement._id}>
              <TableCell label={t`When`} className="whitespace-nowrap text-body-sm text-ink-muted">
                <time dateTime={movement.createdAt}>{formatDayTime(movement.createdAt, timeZone)}</time>
              </TableCell>
              <TableCell label={t`Movement`}>
                <div className="min-w-0 text-right @xl:text-left">
                  <span className="font-medium text-ink">{sayShared(i18n, stockMovementMessages[movement.kind])}</span>
                  {movement.reason ? (
                    <span className="block text-body-sm text-ink-muted [overflow-wrap:anywhere]">
                      {movement.reason}
                    </span>
                  ) : null}
                  {movement.order && movement.orderNumber ? (
                    <NumberLink
                      text={t`Order ${{ number: movement.orderNumber }}`}
                      href={orderHref?.(movement.order)}
                      Link={LinkComponent}
                    />
                  ) : null}
                  {movement.purchase && movement.purchaseNumber ? (
                    <NumberLink
                      text={t`Purchase ${{ number: movement.purchaseNumber }}`}
                      href={purchaseHref?.(movement.purchase)}
                      Link={LinkComponent}
                    />
                  ) : null}
                </div>
              </TableCell>
              <TableCell
                label={t`Change`}
                className={cn(
                  'font-semibold tabular-nums @xl:text-right',
                  movement.change > 0 ? 'text-success' : 'text-danger',
                )}
              >
                {signed(movement.change)}
              </TableCell>
              <TableCell label={t`Stock after`} className="tabular-nums @xl:text-right">
                {formatCount(movement.balance)}
              </TableCell>
              <TableCell label={t`By`} className="text-body-sm">
                {movement.by ? <EmailText email={movement.by} /> : <span className="text-ink-muted">—</span>}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableSection>
  );
}
