import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  company,
  formatBdt,
  formatCount,
  formatStoreDay,
  orderStatusMessages,
  type Order,
  type Purchase,
} from '@storefront/shared';
import { sayShared } from '../../i18n/translateMessage.ts';

import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { apart } from '../../lib/apart.tsx';
import { PublicPriceNote } from '../catalog/YourPrice.tsx';
import { cn } from '../../lib/cn.ts';
import type { Payment, WithPayment } from '../payments/contract.ts';
import { paymentMethodLabels } from '../payments/labels.ts';
import { PaymentStatusBadge } from '../payments/PaymentStatusBadge.tsx';
import { formatDay } from '../../lib/dates.ts';
import { EmailText } from '../../lib/EmailText.tsx';
import { Button } from '../../primitives/Button.tsx';
import type { OrderWithDelivery, PurchaseWithDelivery } from './taxInvoiceContract.ts';
import { screenDigits } from '../../i18n/digits.ts';

/** The invoice number of an order: its order number's digits ("CC-000042" -> "INV-000042"). */
export const invoiceNumber = (order: Pick<Order, 'number'>) => order.number.replace(/^CC-/, 'INV-');

/** The invoice number of a purchase: its purchase number ("CP-000007" -> "INV-CP-000007"). */
export const purchaseInvoiceNumber = (purchase: Pick<Purchase, 'number'>) => `INV-${purchase.number}`;

interface SheetProps {
  /** Where the store answers (CONTACT_EMAIL). */
  contactEmail: string;
  /** Prints the page (the browser's print dialog); the button is not printed. */
  onPrint?: (() => void) | undefined;
}

export interface InvoiceProps extends SheetProps {
  order: OrderWithDelivery;
}

export interface PurchaseInvoiceProps extends SheetProps {
  /** The purchase, with its payment where the answer carries one (requirements §18). */
  purchase: PurchaseWithDelivery & WithPayment;
}

/** One line of an invoice: an order. */
interface InvoiceLine {
  order: Order;
  /** Under the description: the order's number (a purchase's invoice lists several). */
  showNumber: boolean;
}

interface InvoiceSheetProps extends SheetProps {
  number: string;
  date: string;
  /** Under the number and date: what the invoice is of. */
  refs: string[];
  buyer: Pick<Order, 'userName' | 'user' | 'address' | 'phone'>;
  lines: InvoiceLine[];
  /** The delivery charge, a line of its own when there is one (requirements §17); struck through when not owed. */
  delivery?: { amount: number; isCancelled: boolean } | undefined;
  /** What is owed: the lines not cancelled, and the delivery. */
  totalDue: number;
  /** How it is paid and how far (requirements §18), under the references. */
  payment?: Payment | undefined;
}

/**
 * An invoice laid out for A4 paper (requirements §13.5): the company and its VAT registration, the
 * invoice number and date, the buyer, the lines and the total due in BDT. A cancelled order's line
 * is struck through and owes nothing; once every line is, the invoice says nothing is owed. On
 * screen a Print button; on paper (the app's print stylesheet) only the invoice itself.
 */
function InvoiceSheet({
  number,
  date,
  refs,
  buyer,
  lines,
  delivery,
  totalDue,
  payment,
  contactEmail,
  onPrint,
}: InvoiceSheetProps) {
  const { t, i18n } = useLingui();
  const cancelled = lines.filter((line) => line.order.status === 'cancelled').length;
  // Each value its own text node, as before the messages (see lib/apart.tsx).
  const vatRegistration = apart(company.vatRegistration);
  const numberNode = apart(number);
  const day = formatDay(date);
  const note: ReactNode =
    cancelled === lines.length ? (
      <p className="rounded-control border-2 border-danger px-4 py-3 text-center font-bold tracking-wide text-danger uppercase">
        <Trans>Cancelled: nothing is owed</Trans>
      </p>
    ) : (
      <p className="text-body-sm text-ink-muted">
        {cancelled ? t`Cancelled orders are struck through: nothing is owed for them. ` : null}
        <Trans>Prices include VAT. Please quote {numberNode} with your payment. Thank you for your business.</Trans>
      </p>
    );
  return (
    <article
      data-printable=""
      aria-labelledby="invoice-title"
      className="relative mx-auto flex w-full max-w-3xl flex-col gap-6 rounded-card border border-line bg-surface p-5 text-ink shadow-card sm:gap-8 sm:p-8 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      <div className="flex flex-wrap items-start justify-between gap-6">
        <div className="flex flex-col gap-1">
          <p className="text-title font-bold text-primary">{company.name}</p>
          {company.address.map((line) => (
            <p key={line} className="text-body-sm text-ink-muted">
              {line}
            </p>
          ))}
          <p className="text-body-sm [overflow-wrap:anywhere] text-ink-muted">
            {contactEmail} · {company.phone}
          </p>
          <p className="text-body-sm text-ink-muted">
            <Trans>VAT registration: {vatRegistration}</Trans>
          </p>
        </div>
        <div className="flex flex-col gap-1 text-right">
          <h1 id="invoice-title" className="text-heading font-bold">
            <Trans>Invoice {numberNode}</Trans>
          </h1>
          <p className="text-body-sm text-ink-muted">
            <Trans>
              Date: <time dateTime={date}>{day}</time>
            </Trans>
          </p>
          {refs.map((ref) => (
            <p key={ref} className="text-body-sm text-ink-muted">
              {ref}
            </p>
          ))}
          {payment ? <InvoicePayment payment={payment} /> : null}
        </div>
      </div>

      <section aria-labelledby="bill-to" className="flex flex-col gap-1">
        <h2 id="bill-to" className="text-body-sm font-semibold tracking-wide text-ink-muted uppercase">
          <Trans>Bill to</Trans>
        </h2>
        <p className="font-semibold [overflow-wrap:anywhere]">{buyer.userName}</p>
        <EmailText email={buyer.user} className="text-body-sm" />
        <p className="text-body-sm [overflow-wrap:anywhere]">{buyer.address}</p>
        <p className="text-body-sm">{buyer.phone}</p>
      </section>

      {/* On a phone the line is its description and amount, the quantity and unit price under the
          description: four columns of large sums were wider than the screen. */}
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">
          <Trans>Invoice lines, amounts in BDT</Trans>
        </caption>
        <thead>
          <tr className="border-b-2 border-ink text-body-sm">
            <th scope="col" className="py-2 pr-4 font-semibold">
              <Trans>Description</Trans>
            </th>
            <th scope="col" className="hidden py-2 pr-4 text-right font-semibold sm:table-cell">
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className="hidden py-2 pr-4 text-right font-semibold sm:table-cell">
              <Trans>Unit price</Trans>
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ order, showNumber }) => {
            const isCancelled = order.status === 'cancelled';
            // Struck through: the line stays on record, and is not owed.
            const Struck = isCancelled ? 's' : 'span';
            const orderNumber = order.number;
            return (
              <tr key={order._id} className={cn('border-b border-line align-top', isCancelled && 'text-ink-muted')}>
                <td className="py-3 pr-4 [overflow-wrap:anywhere]">
                  <Struck>{order.itemName}</Struck>
                  <span className="block text-body-sm text-ink-muted tabular-nums sm:hidden">
                    {formatCount(order.quantity)} × {formatBdt(order.unit_price)}
                  </span>
                  {/* requirements §20.5 item 10: a member's price, the public one as it was beside it. */}
                  {order.public_price === undefined ? null : (
                    <PublicPriceNote price={order.public_price} className="mt-1" />
                  )}
                  {showNumber || isCancelled ? (
                    <span className="block text-body-sm text-ink-muted">
                      {showNumber ? t`Order ${orderNumber}` : null}
                      {showNumber && isCancelled ? ' · ' : null}
                      {isCancelled ? (
                        <span className="font-semibold text-danger">
                          {sayShared(i18n, orderStatusMessages.cancelled)}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </td>
                <td className="hidden py-3 pr-4 text-right tabular-nums sm:table-cell">
                  {formatCount(order.quantity)}
                </td>
                <td className="hidden py-3 pr-4 text-right tabular-nums whitespace-nowrap sm:table-cell">
                  {formatBdt(order.unit_price)}
                </td>
                <td className="py-3 text-right tabular-nums whitespace-nowrap">
                  <Struck>{formatBdt(order.total)}</Struck>
                </td>
              </tr>
            );
          })}
          {delivery ? <DeliveryLine {...delivery} /> : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-4 pr-4 text-right font-semibold sm:hidden">
              <Trans>Total due</Trans>
            </th>
            <th scope="row" colSpan={3} className="hidden pt-4 pr-4 text-right font-semibold sm:table-cell">
              <Trans>Total due</Trans>
            </th>
            <td className="pt-4 text-right text-title font-bold tabular-nums whitespace-nowrap">
              {formatBdt(totalDue)}
            </td>
          </tr>
        </tfoot>
      </table>

      {note}

      {onPrint ? (
        <div className="flex justify-end print:hidden">
          <Button onClick={onPrint}>
            <Printer aria-hidden="true" className="size-4" />
            <Trans>Print</Trans>
          </Button>
        </div>
      ) : null}
    </article>
  );
}

/** The payment's method and status, the badge's words printed as they are on screen. */
function InvoicePayment({ payment }: { payment: Payment }) {
  const { i18n } = useLingui();
  const method = i18n._(paymentMethodLabels[payment.method]);
  return (
    <p className="flex flex-wrap items-center justify-end gap-2 text-body-sm text-ink-muted">
      <Trans>Payment: {method}</Trans>
      <PaymentStatusBadge status={payment.status} />
      {/* requirements §20.8: a purchase paid on invoice is due by its day. */}
      {payment.due_on ? (
        <span>
          <Trans>Due by</Trans> <time dateTime={payment.due_on}>{formatStoreDay(payment.due_on)}</time>
        </span>
      ) : null}
    </p>
  );
}

/** The delivery's line: no quantity or unit price, its charge as the amount. */
function DeliveryLine({ amount, isCancelled }: { amount: number; isCancelled: boolean }) {
  const Struck = isCancelled ? 's' : 'span';
  return (
    <tr className={cn('border-b border-line align-top', isCancelled && 'text-ink-muted')}>
      <td className="py-3 pr-4">
        <Struck>
          <Trans>Delivery charge</Trans>
        </Struck>
      </td>
      <td className="hidden py-3 pr-4 sm:table-cell" />
      <td className="hidden py-3 pr-4 sm:table-cell" />
      <td className="py-3 text-right tabular-nums whitespace-nowrap">
        <Struck>{formatBdt(amount)}</Struck>
      </td>
    </tr>
  );
}

/** An order's invoice (requirements §13.5): its one line, and its delivery charge when it has one (§17). */
export function Invoice({ order, contactEmail, onPrint }: InvoiceProps) {
  const { t, i18n } = useLingui();
  const { number } = order;
  const status = sayShared(i18n, orderStatusMessages[order.status]);
  const isCancelled = order.status === 'cancelled';
  const delivery = order.delivery_charge ?? 0;
  return (
    <InvoiceSheet
      number={invoiceNumber(order)}
      date={order.createdAt}
      refs={[t`Order: ${number}`, t`Status: ${status}`]}
      buyer={order}
      lines={[{ order, showNumber: false }]}
      delivery={delivery ? { amount: delivery, isCancelled } : undefined}
      totalDue={isCancelled ? 0 : order.total + delivery}
      contactEmail={contactEmail}
      onPrint={onPrint}
    />
  );
}

/**
 * A purchase's one invoice (requirements §13.5, §14.3): every order of the checkout a line, its
 * number under the item, then its delivery charge (§17); the total due is the purchase's, its
 * cancelled orders left out and its delivery in.
 */
export function PurchaseInvoice({ purchase, contactEmail, onPrint }: PurchaseInvoiceProps) {
  const cancelled = purchase.orders.filter((o) => o.status === 'cancelled').length;
  const [first] = purchase.orders;
  const { t } = useLingui();
  const { number } = purchase;
  const orders = purchase.orders.length;
  const orderCount = screenDigits(orders);
  const cancelledCount = formatCount(cancelled);
  const poNumber = purchase.po_number;
  return (
    <InvoiceSheet
      number={purchaseInvoiceNumber(purchase)}
      date={purchase.createdAt}
      refs={[
        t`Purchase: ${number}`,
        cancelled
          ? t`${plural(orders, { one: `${orderCount} order, ${cancelledCount} cancelled`, other: `${orderCount} orders, ${cancelledCount} cancelled` })}`
          : t`${plural(orders, { one: `${orderCount} order`, other: `${orderCount} orders` })}`,
        // requirements §20.6: the buyer's purchase-order number, for their accounts to match it.
        ...(poNumber ? [t`PO number: ${poNumber}`] : []),
      ]}
      buyer={{
        userName: first?.userName ?? purchase.user,
        user: purchase.user,
        address: purchase.address,
        phone: purchase.phone,
      }}
      lines={purchase.orders.map((order) => ({ order, showNumber: true }))}
      // Owed while an order is: 0 once every one is cancelled, and then no line (the contract's delivery_charge).
      delivery={purchase.delivery_charge ? { amount: purchase.delivery_charge, isCancelled: false } : undefined}
      totalDue={purchase.total}
      payment={purchase.payment}
      contactEmail={contactEmail}
      onPrint={onPrint}
    />
  );
}
