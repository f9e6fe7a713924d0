import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatStoreDay, type Receivable, type ReceivablesTotals } from '@storefront/shared';
import { Anchor } from '../../lib/Anchor.tsx';
import { EmailText } from '../../lib/EmailText.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { screenDigits } from '../../i18n/digits.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from '../TableSection.tsx';
import { ReceivablesBuckets } from './ReceivablesBuckets.tsx';

export interface ReceivablesTableProps extends ListStateProps, PagedListProps {
  invoices: Receivable[];
  /** What is owed, not yet due and overdue by age: shown above the invoices when given. */
  totals?: ReceivablesTotals;
  /** The heading before the count. */
  title?: string;
  /** Shows each invoice's company (the store's list of every company's). */
  showCompany?: boolean;
  /** Store administrators: Record payment on each invoice with something outstanding. */
  onRecordPayment?: (invoice: Receivable) => void;
  /** Where a purchase's number goes (its page); undefined leaves it as text. */
  purchaseHref?: (invoice: Receivable) => string | undefined;
  LinkComponent?: LinkComponent;
}

/** The invoice's standing: paid, overdue by so many days, or due on its day. */
function DueBadge({ invoice }: { invoice: Receivable }) {
  const days = screenDigits(invoice.days_overdue);
  if (invoice.status === 'paid')
    return (
      <Badge variant="success">
        <Trans>Paid</Trans>
      </Badge>
    );
  if (invoice.days_overdue > 0)
    return (
      <Badge variant={invoice.days_overdue > 30 ? 'danger' : 'warning'}>
        <Trans>{days} days overdue</Trans>
      </Badge>
    );
  return (
    <Badge variant="neutral">
      <Trans>Not yet due</Trans>
    </Badge>
  );
}

/**
 * Invoices on payment terms (requirements §20.8): the purchase and its invoice number, the buyer and
 * PO number, the total, what is paid and outstanding, the due day and how many days overdue; the
 * totals by age above them. Store administrators record a payment against an invoice from its row;
 * a company's admins read the same list for their company.
 */
export function ReceivablesTable({
  invoices,
  totals,
  title: titleGiven,
  showCompany = false,
  onRecordPayment,
  purchaseHref,
  total,
  offset = 0,
  LinkComponent = Anchor,
  ...state
}: ReceivablesTableProps) {
  const { t } = useLingui();
  const title = titleGiven ?? t`Invoices`;
  return (
    <div className="flex flex-col gap-4">
      {totals && !state.isLoading && !state.error ? <ReceivablesBuckets totals={totals} /> : null}
      <TableSection
        title={title}
        count={total ?? invoices.length}
        emptyTitle={t`No invoices on terms`}
        emptyDescription={t`Orders paid on invoice appear here until they are paid.`}
        {...state}
      >
        <Table>
          <TableCaption>{title}</TableCaption>
          <TableHeader>
            <TableRow>
              <TableHead className="w-12">#</TableHead>
              <TableHead>
                <Trans>Purchase</Trans>
              </TableHead>
              {showCompany ? (
                <TableHead>
                  <Trans>Company</Trans>
                </TableHead>
              ) : null}
              <TableHead>
                <Trans>Buyer</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Total</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Paid</Trans>
              </TableHead>
              <TableHead className="text-right">
                <Trans>Outstanding</Trans>
              </TableHead>
              <TableHead>
                <Trans>Due</Trans>
              </TableHead>
              {onRecordPayment ? (
                <TableHead>
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </TableHead>
              ) : null}
            </TableRow>
          </TableHeader>
          <TableBody>
            {invoices.map((invoice, index) => {
              const href = purchaseHref?.(invoice);
              const number = invoice.purchase.number;
              const po = invoice.po_number;
              const invoiceNo = invoice.invoice;
              return (
                <TableRow key={invoice.purchase._id}>
                  <TableCell label="#" className="font-mono text-ink-muted">
                    {screenDigits(offset + index + 1)}
                  </TableCell>
                  <TableCell label={t`Purchase`} className="before:shrink-0">
                    <span className="flex min-w-0 flex-col items-end gap-0.5 @xl:items-start">
                      {href ? (
                        <LinkComponent
                          href={href}
                          className="font-mono font-semibold whitespace-nowrap text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                        >
                          {number}
                        </LinkComponent>
                      ) : (
                        <span className="font-mono font-semibold whitespace-nowrap">{number}</span>
                      )}
                      <span className="text-caption text-ink-muted">
                        {invoiceNo ? <Trans>Invoice {invoiceNo}</Trans> : <Trans>No tax invoice</Trans>}
                      </span>
                      {po ? (
                        <span className="text-caption text-ink-muted [overflow-wrap:anywhere]">
                          <Trans>PO {po}</Trans>
                        </span>
                      ) : null}
                    </span>
                  </TableCell>
                  {showCompany ? (
                    <TableCell label={t`Company`} className="font-medium [overflow-wrap:break-word] before:shrink-0">
                      {invoice.company.name}
                    </TableCell>
                  ) : null}
                  <TableCell label={t`Buyer`} className="[overflow-wrap:break-word] before:shrink-0">
                    <span className="flex flex-col items-end @xl:items-start">
                      <span className="font-medium">{invoice.buyer.name}</span>
                      <span className="text-caption text-ink-muted">
                        <EmailText email={invoice.buyer.email} />
                      </span>
                    </span>
                  </TableCell>
                  <TableCell label={t`Total`} className="whitespace-nowrap tabular-nums @xl:text-right">
                    {formatBdt(invoice.total)}
                  </TableCell>
                  <TableCell label={t`Paid`} className="whitespace-nowrap tabular-nums @xl:text-right">
                    {formatBdt(invoice.paid)}
                  </TableCell>
                  <TableCell
                    label={t`Outstanding`}
                    className="font-semibold whitespace-nowrap tabular-nums @xl:text-right"
                  >
                    {formatBdt(invoice.outstanding)}
                  </TableCell>
                  <TableCell label={t`Due`} className="before:shrink-0">
                    <span className="flex flex-col items-end gap-1 @xl:items-start">
                      <time dateTime={invoice.due_on} className="whitespace-nowrap">
                        {formatStoreDay(invoice.due_on)}
                      </time>
                      <DueBadge invoice={invoice} />
                    </span>
                  </TableCell>
                  {onRecordPayment ? (
                    <TableCell className="justify-end @xl:text-right">
                      {invoice.outstanding > 0 ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t`Record payment for ${number}`}
                          onClick={() => onRecordPayment(invoice)}
                        >
                          <Trans>Record payment</Trans>
                        </Button>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableSection>
    </div>
  );
}
