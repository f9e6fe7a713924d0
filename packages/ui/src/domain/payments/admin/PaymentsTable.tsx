import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatBdt } from '@storefront/shared';
import { Anchor } from '../../../lib/Anchor.tsx';
import { formatDayTime, timesIn } from '../../../lib/dates.ts';
import { EmailText } from '../../../lib/EmailText.tsx';
import type { LinkComponent } from '../../../lib/link.ts';
import { Button } from '../../../primitives/Button.tsx';
import { Pagination } from '../../../primitives/Pagination.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../primitives/Table.tsx';
import { TableSection, type ListStateProps } from '../../TableSection.tsx';
import type { PaymentListItem } from './contract.ts';
import { paymentMethodLabels } from './labels.ts';
import { PaymentStatusBadge } from '../PaymentStatusBadge.tsx';

export interface PaymentsTableProps extends ListStateProps {
  payments: PaymentListItem[];
  /** Payments the filters match on every page (the heading's count). */
  total: number;
  /** The page shown, from 1, and how many there are: pages under the table when more than one. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /** Where a purchase's number goes (the purchase's page, where cash and refunds are recorded). */
  purchaseHref?: (purchaseId: string) => string;
  LinkComponent?: LinkComponent;
  /** Opens a payment's trail: every gateway call and answer, cash and decisions. */
  onOpenTrail?: (payment: PaymentListItem) => void;
  /** Whether any filter is set: the empty state then says nothing matched, not that there is nothing. */
  isFiltered?: boolean;
  /** The store's zone (STORE_TIME_ZONE): times are shown there, as in the CSV, and it says so. */
  timeZone?: string;
}

const amountClass = 'whitespace-nowrap tabular-nums @xl:text-right';

/**
 * Payments (admin, issue 33; requirements §18): every purchase's payment, last changed first, with
 * its purchase and when it last changed, customer, status and method, the amount due online (or
 * the advance), what was paid and what of it was refunded; each row opens its trail. Beside the dashboard's
 * sidebar at 1280 px every column stays in view (the UnbrokenValues story).
 */
export function PaymentsTable({
  payments,
  total,
  page = 1,
  pageCount = 1,
  onPageChange,
  purchaseHref,
  LinkComponent = Anchor,
  onOpenTrail,
  isFiltered = false,
  timeZone,
  ...state
}: PaymentsTableProps) {
  const { t, i18n } = useLingui();
  // "Purchase" alone is the Buy button's word elsewhere; here it names the purchase's number.
  const purchaseColumn = t({ message: 'Purchase', context: 'the purchase a payment is for' });
  return (
    <TableSection
      title={t`Payments`}
      count={total}
      emptyTitle={isFiltered ? t`No payment matches these filters` : t`No payments yet`}
      emptyDescription={
        isFiltered
          ? t`Clear a filter or choose other days.`
          : t`Each purchase's payment appears here: online, cash on delivery and its advance.`
      }
      note={timeZone ? timesIn(i18n, timeZone) : undefined}
      {...state}
    >
      <Table className="[&_th]:px-3 @xl:[&_td]:px-3">
        <TableCaption>
          <Trans>Payments, last changed first</Trans>
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>{purchaseColumn}</TableHead>
            <TableHead>
              <Trans>Customer</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status and method</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Amount</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Paid and refunded</Trans>
            </TableHead>
            {onOpenTrail ? (
              <TableHead className="text-right">
                <Trans>Trail</Trans>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment._id}>
              <TableCell label={purchaseColumn}>
                <span className="flex flex-col items-end @xl:items-start">
                  {purchaseHref ? (
                    <LinkComponent
                      href={purchaseHref(payment.purchase._id)}
                      className="font-mono font-semibold whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {payment.purchase.number}
                    </LinkComponent>
                  ) : (
                    <span className="font-mono font-semibold whitespace-nowrap">{payment.purchase.number}</span>
                  )}
                  <time dateTime={payment.updatedAt} className="text-caption whitespace-nowrap text-ink-muted">
                    <Trans>Updated {{ when: formatDayTime(payment.updatedAt, timeZone) }}</Trans>
                  </time>
                </span>
              </TableCell>
              <TableCell label={t`Customer`}>
                <EmailText email={payment.user} className="text-body-sm" />
              </TableCell>
              <TableCell label={t`Status and method`}>
                <span className="flex flex-col items-end gap-1 @xl:items-start">
                  <PaymentStatusBadge status={payment.status} labels="short" />
                  <span className="text-caption text-ink-muted">{i18n._(paymentMethodLabels[payment.method])}</span>
                </span>
              </TableCell>
              <TableCell label={t`Amount`} className={amountClass}>
                {formatBdt(payment.amount)}
              </TableCell>
              <TableCell label={t`Paid and refunded`} className={amountClass}>
                <span className="flex flex-col items-end">
                  <span className="font-semibold">{formatBdt(payment.paid)}</span>
                  {payment.refunded > 0 ? (
                    <span className="text-caption text-ink-muted">
                      <Trans>{{ refunded: formatBdt(payment.refunded) }} refunded</Trans>
                    </span>
                  ) : null}
                </span>
              </TableCell>
              {onOpenTrail ? (
                <TableCell className="justify-end @xl:text-right">
                  <Button size="sm" variant="secondary" onClick={() => onOpenTrail(payment)}>
                    <Plural value={payment.events} one="# event" other="# events" />
                    <span className="sr-only">
                      <Trans>in the trail of {{ number: payment.purchase.number }}</Trans>
                    </span>
                  </Button>
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {onPageChange ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label={t`Pages of payments`} />
      ) : null}
    </TableSection>
  );
}
