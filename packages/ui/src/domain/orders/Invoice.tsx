import { company, formatBdt, formatCount, orderStatusLabels, type Order } from '@storefront/shared';
import { Printer } from 'lucide-react';
import { formatDay } from '../../lib/dates.ts';
import { EmailText } from '../../lib/EmailText.tsx';
import { Button } from '../../primitives/Button.tsx';

/** The invoice number of an order: its order number's digits ("CC-000042" -> "INV-000042"). */
export const invoiceNumber = (order: Pick<Order, 'number'>) => order.number.replace(/^CC-/, 'INV-');

export interface InvoiceProps {
  order: Order;
  /** Where the store answers (CONTACT_EMAIL). */
  contactEmail: string;
  /** Prints the page (the browser's print dialog); the button is not printed. */
  onPrint?: () => void;
}

/**
 * An order's invoice (requirements §13.5), laid out for A4 paper: the company and its VAT
 * registration, the invoice number and date, the buyer, the line and the totals in BDT. On screen
 * a Print button; on paper (the app's print stylesheet) only the invoice itself.
 */
export function Invoice({ order, contactEmail, onPrint }: InvoiceProps) {
  const cancelled = order.status === 'cancelled';
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
          <p className="text-body-sm text-ink-muted">VAT registration: {company.vatRegistration}</p>
        </div>
        <div className="flex flex-col gap-1 text-right">
          <h1 id="invoice-title" className="text-heading font-bold">
            Invoice {invoiceNumber(order)}
          </h1>
          <p className="text-body-sm text-ink-muted">
            Date: <time dateTime={order.createdAt}>{formatDay(order.createdAt)}</time>
          </p>
          <p className="text-body-sm text-ink-muted">Order: {order.number}</p>
          <p className="text-body-sm text-ink-muted">Status: {orderStatusLabels[order.status]}</p>
        </div>
      </div>

      <section aria-labelledby="bill-to" className="flex flex-col gap-1">
        <h2 id="bill-to" className="text-body-sm font-semibold tracking-wide text-ink-muted uppercase">
          Bill to
        </h2>
        <p className="font-semibold [overflow-wrap:anywhere]">{order.userName}</p>
        <EmailText email={order.user} className="text-body-sm" />
        <p className="text-body-sm [overflow-wrap:anywhere]">{order.address}</p>
        <p className="text-body-sm">{order.phone}</p>
      </section>

      {/* On a phone the line is its description and amount, the quantity and unit price under the
          description: four columns of large sums were wider than the screen. */}
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">Invoice lines, amounts in BDT</caption>
        <thead>
          <tr className="border-b-2 border-ink text-body-sm">
            <th scope="col" className="py-2 pr-4 font-semibold">
              Description
            </th>
            <th scope="col" className="hidden py-2 pr-4 text-right font-semibold sm:table-cell">
              Quantity
            </th>
            <th scope="col" className="hidden py-2 pr-4 text-right font-semibold sm:table-cell">
              Unit price
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-line align-top">
            <td className="py-3 pr-4 [overflow-wrap:anywhere]">
              {order.itemName}
              <span className="block text-body-sm text-ink-muted tabular-nums sm:hidden">
                {formatCount(order.quantity)} × {formatBdt(order.unit_price)}
              </span>
            </td>
            <td className="hidden py-3 pr-4 text-right tabular-nums sm:table-cell">{formatCount(order.quantity)}</td>
            <td className="hidden py-3 pr-4 text-right tabular-nums whitespace-nowrap sm:table-cell">
              {formatBdt(order.unit_price)}
            </td>
            <td className="py-3 text-right tabular-nums whitespace-nowrap">{formatBdt(order.total)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="pt-4 pr-4 text-right font-semibold sm:hidden">
              Total due
            </th>
            <th scope="row" colSpan={3} className="hidden pt-4 pr-4 text-right font-semibold sm:table-cell">
              Total due
            </th>
            <td className="pt-4 text-right text-title font-bold tabular-nums whitespace-nowrap">
              {cancelled ? formatBdt(0) : formatBdt(order.total)}
            </td>
          </tr>
        </tfoot>
      </table>

      {cancelled ? (
        <p className="rounded-control border-2 border-danger px-4 py-3 text-center font-bold tracking-wide text-danger uppercase">
          Cancelled: nothing is owed
        </p>
      ) : (
        <p className="text-body-sm text-ink-muted">
          Prices include VAT. Please quote {invoiceNumber(order)} with your payment. Thank you for your business.
        </p>
      )}

      {onPrint ? (
        <div className="flex justify-end print:hidden">
          <Button onClick={onPrint}>
            <Printer aria-hidden="true" className="size-4" />
            Print
          </Button>
        </div>
      ) : null}
    </article>
  );
}
