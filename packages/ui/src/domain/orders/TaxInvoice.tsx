import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatBdt,
  formatBin,
  formatCount,
  formatNumber,
  formatStoreDay,
  screenFormat,
  toLocaleDigits,
} from '@storefront/shared';
import { Download, Printer } from 'lucide-react';
import { useId, useState } from 'react';
import { apart } from '../../lib/apart.tsx';
import { cn } from '../../lib/cn.ts';
import { PublicPriceNote } from '../catalog/YourPrice.tsx';
import { formatDayTimeIn } from '../../lib/dates.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import type { TaxCreditNote, TaxInvoiceData, TaxInvoiceLine, TaxInvoiceTotals } from './taxInvoiceContract.ts';

export interface TaxInvoiceProps {
  invoice: TaxInvoiceData;
  /** The store's zone (STORE_TIME_ZONE): the times of issue are read in it, and it is said. */
  timeZone: string;
  /** Prints the page (the browser's print dialog); the buttons are not printed. */
  onPrint?: (() => void) | undefined;
  /** Downloads the PDF in the reader's language; the button is busy until it settles. */
  onDownload?: (() => Promise<void>) | undefined;
}

/** A VAT rate as the form writes it: "15%", "7.5%" (Bangla digits on Bangla pages). */
const ratePercent = (rate: number) => `${formatNumber(rate, { maxFractionDigits: 2 })}%`;

/** An amount in a column headed "(BDT)": the figure alone, as the form prints it. */
const figure = (amount: number) => formatNumber(amount, { maxFractionDigits: 2 });

// The columns the phone leaves out: shown from a container of 42rem, and always on paper.
const wideClass = 'hidden @2xl:table-cell print:table-cell';
const wideTextClass = 'hidden @2xl:inline print:inline';
const narrowClass = '@2xl:hidden print:hidden';
const cellClass = 'py-2 pr-3 align-top';
// Sums stay on one line where every column shows; on a phone a large one may wrap after its BDT.
const moneyClass = 'text-right tabular-nums @2xl:whitespace-nowrap print:whitespace-nowrap';

/** The value with VAT, the one amount in both layouts: a figure under "(BDT)" when wide, with its BDT on a phone. */
function WithVat({ amount }: { amount: number }) {
  return (
    <>
      <span className={wideTextClass}>{figure(amount)}</span>
      <span className={narrowClass}>{formatBdt(amount)}</span>
    </>
  );
}

/**
 * The lines of the invoice or of a credit note (requirements §17): on a page or paper wide enough
 * every column of the Mushak 6.3 form, amounts in columns headed "(BDT)"; narrower (a 390 px
 * phone), each line's figures under its description and only its value with VAT beside it, as the
 * order's invoice does (§13.5).
 */
function LinesTable({
  lines,
  totals,
  caption,
  totalLabel,
}: {
  lines: TaxInvoiceLine[];
  totals: TaxInvoiceTotals;
  caption: string;
  totalLabel: string;
}) {
  const { t } = useLingui();
  const headClass = cn(cellClass, wideClass, 'text-right font-semibold');
  return (
    <table className="w-full border-collapse text-left text-body-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink">
          <th scope="col" className={cn(cellClass, 'w-8 font-semibold')}>
            <Trans>No.</Trans>
          </th>
          <th scope="col" className={cn(cellClass, 'font-semibold')}>
            <Trans>Description</Trans>
          </th>
          <th scope="col" className={headClass}>
            <Trans>Quantity</Trans>
          </th>
          <th scope="col" className={headClass}>
            <Trans>Unit price (BDT)</Trans>
          </th>
          <th scope="col" className={headClass}>
            <Trans>Value without VAT (BDT)</Trans>
          </th>
          <th scope="col" className={headClass}>
            <Trans>VAT rate</Trans>
          </th>
          <th scope="col" className={headClass}>
            <Trans>VAT (BDT)</Trans>
          </th>
          <th scope="col" className="py-2 text-right align-top font-semibold">
            <span className={wideTextClass}>
              <Trans>Value with VAT (BDT)</Trans>
            </span>
            <span className={narrowClass}>
              <Trans>Value with VAT</Trans>
            </span>
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => {
          const orderNumber = line.order_number;
          const withoutVat = formatBdt(line.value_without_vat);
          const rate = ratePercent(line.vat_rate);
          const vat = formatBdt(line.vat);
          return (
            <tr key={`${line.kind}-${orderNumber ?? ''}-${index}`} className="border-b border-line break-inside-avoid">
              <td className={cn(cellClass, 'tabular-nums')}>{formatCount(index + 1)}</td>
              <td className={cn(cellClass, '[overflow-wrap:anywhere]')}>
                {line.kind === 'delivery' ? <Trans>Delivery charge</Trans> : line.description}
                {orderNumber ? (
                  <span className="block whitespace-nowrap text-ink-muted">{t`Order ${orderNumber}`}</span>
                ) : null}
                {/* requirements §20.5 item 10: a member's price, the public one as it was beside it. */}
                {line.public_price === undefined ? null : (
                  <PublicPriceNote price={line.public_price} className="my-1 print:text-ink" />
                )}
                <span className={cn('block text-ink-muted tabular-nums', narrowClass)}>
                  {formatCount(line.quantity)} × {formatBdt(line.unit_price)}
                </span>
                <span className={cn('block text-ink-muted tabular-nums', narrowClass)}>
                  {t`Without VAT: ${withoutVat}`}
                </span>
                <span
                  className={cn('block text-ink-muted tabular-nums', narrowClass)}
                >{t`VAT at ${rate}: ${vat}`}</span>
              </td>
              <td className={cn(cellClass, wideClass, moneyClass)}>{formatCount(line.quantity)}</td>
              <td className={cn(cellClass, wideClass, moneyClass)}>{figure(line.unit_price)}</td>
              <td className={cn(cellClass, wideClass, moneyClass)}>{figure(line.value_without_vat)}</td>
              <td className={cn(cellClass, wideClass, moneyClass)}>{rate}</td>
              <td className={cn(cellClass, wideClass, moneyClass)}>{figure(line.vat)}</td>
              <td className={cn('py-2 align-top font-semibold', moneyClass)}>
                <WithVat amount={line.value_with_vat} />
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr className="hidden font-bold @2xl:table-row print:table-row">
          <th scope="row" colSpan={4} className="pt-3 pr-3 text-right">
            {totalLabel}
          </th>
          <td className={cn('pt-3 pr-3', moneyClass)}>{figure(totals.value_without_vat)}</td>
          <td />
          <td className={cn('pt-3 pr-3', moneyClass)}>{figure(totals.vat)}</td>
          <td className={cn('pt-3', moneyClass)}>{figure(totals.value_with_vat)}</td>
        </tr>
        {/* On a phone the totals are three rows, each named. */}
        <tr className={narrowClass}>
          <th scope="row" colSpan={2} className="pt-3 pr-3 text-right font-normal">
            <Trans>Value without VAT</Trans>
          </th>
          <td className={cn('pt-3', moneyClass)}>{formatBdt(totals.value_without_vat)}</td>
        </tr>
        <tr className={narrowClass}>
          <th scope="row" colSpan={2} className="pr-3 text-right font-normal">
            <Trans>VAT</Trans>
          </th>
          <td className={moneyClass}>{formatBdt(totals.vat)}</td>
        </tr>
        <tr className={narrowClass}>
          <th scope="row" colSpan={2} className="pr-3 text-right font-semibold">
            {totalLabel}
          </th>
          <td className={cn('text-title font-bold', moneyClass)}>{formatBdt(totals.value_with_vat)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** A party's BIN (business identification number), or that the buyer has none. */
function Bin({ bin: given }: { bin: string | null }) {
  const bin = given === null ? null : formatBin(given);
  return (
    <p className="tabular-nums">
      {bin ? <Trans>BIN: {bin}</Trans> : <Trans>BIN: none (not a VAT-registered buyer)</Trans>}
    </p>
  );
}

/** A credit note issued against the invoice: marked as one, so it is never read as a charge. */
function CreditNote({ note, timeZone }: { note: TaxCreditNote; timeZone: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { number } = note;
  const orderNumber = note.order?.number;
  const issued = formatDayTimeIn(i18n, note.issued_at, timeZone);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-card border-2 border-danger p-4 break-inside-avoid"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-title font-bold">
          <Trans>Credit note {number}</Trans>
        </h3>
        <Badge variant="danger">
          <Trans>Credit note: amounts taken off this invoice</Trans>
        </Badge>
      </div>
      <p className="text-body-sm text-ink-muted">
        <Trans>Issued: {issued}</Trans>
        {orderNumber ? (
          <>
            {' · '}
            <Trans>For the cancelled order {orderNumber}</Trans>
          </>
        ) : null}
      </p>
      <LinesTable
        lines={note.lines}
        totals={note.totals}
        caption={t`Lines credited by ${number}, amounts in BDT`}
        totalLabel={t`Total credited`}
      />
    </section>
  );
}

/**
 * A purchase's or a one-item order's tax invoice in the layout of the VAT authority's form Mushak 6.3 (requirements §17):
 * the seller and the buyer with their BINs, the number and time of issue in the store's zone, the
 * lines with their VAT taken out of the VAT-inclusive prices, the totals, and every credit note
 * issued against it. As stored at issue: nothing here is worked out again. On screen Print and
 * Download PDF; on paper (the app's print stylesheet, A4) only the invoice.
 */
export function TaxInvoice({ invoice, timeZone, onPrint, onDownload }: TaxInvoiceProps) {
  const { t, i18n } = useLingui();
  const [downloading, setDownloading] = useState(false);
  const { seller, buyer } = invoice;
  const numberNode = apart(invoice.number);
  const buyerPhone = buyer.phone;
  const issued = formatDayTimeIn(i18n, invoice.issued_at, timeZone);
  const fiscalYear = toLocaleDigits(invoice.fiscal_year, screenFormat());

  async function download(run: () => Promise<void>) {
    setDownloading(true);
    try {
      await run();
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article
      data-printable=""
      aria-labelledby="tax-invoice-title"
      className="@container relative mx-auto flex w-full max-w-5xl flex-col gap-6 rounded-card border border-line bg-surface p-4 text-ink shadow-card sm:p-8 print:max-w-none print:border-0 print:p-0 print:shadow-none"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-ink pb-4">
        <h1 id="tax-invoice-title" className="text-heading font-bold">
          <Trans>Tax invoice (Mushak-6.3)</Trans>
        </h1>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-body-sm">
          <dt className="text-ink-muted">
            <Trans>Invoice number</Trans>
          </dt>
          <dd className="font-mono font-semibold">{numberNode}</dd>
          <dt className="text-ink-muted">
            <Trans>Fiscal year</Trans>
          </dt>
          <dd className="tabular-nums">{fiscalYear}</dd>
          <dt className="text-ink-muted">
            <Trans>Date and time of issue</Trans>
          </dt>
          <dd>
            <time dateTime={invoice.issued_at}>{issued}</time>
          </dd>
          {/* A purchase's invoice names the purchase; a one-item order's (§17.7) its order. */}
          {invoice.purchase ? (
            <>
              <dt className="text-ink-muted">
                <Trans>Purchase number</Trans>
              </dt>
              <dd className="font-mono">{invoice.purchase.number}</dd>
            </>
          ) : invoice.order ? (
            <>
              <dt className="text-ink-muted">
                <Trans>Order number</Trans>
              </dt>
              <dd className="font-mono">{invoice.order.number}</dd>
            </>
          ) : null}
          {/* requirements §20.6: the buyer's purchase-order number, when they gave one. */}
          {invoice.po_number ? (
            <>
              <dt className="text-ink-muted">
                <Trans>PO number</Trans>
              </dt>
              <dd className="font-mono [overflow-wrap:anywhere]">{invoice.po_number}</dd>
            </>
          ) : null}
          {/* requirements §20.8: a purchase paid on invoice is due by its day. */}
          {invoice.due_on ? (
            <>
              <dt className="text-ink-muted">
                <Trans>Due by</Trans>
              </dt>
              <dd>
                <time dateTime={invoice.due_on}>{formatStoreDay(invoice.due_on)}</time>
              </dd>
            </>
          ) : null}
        </dl>
      </header>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby="tax-invoice-seller" className="flex flex-col gap-1 text-body-sm">
          <h2 id="tax-invoice-seller" className="font-semibold tracking-wide text-ink-muted uppercase">
            <Trans>Seller</Trans>
          </h2>
          <p className="text-body font-semibold [overflow-wrap:anywhere]">{seller.name}</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{seller.address}</p>
          <Bin bin={seller.bin} />
        </section>
        <section aria-labelledby="tax-invoice-buyer" className="flex flex-col gap-1 text-body-sm">
          <h2 id="tax-invoice-buyer" className="font-semibold tracking-wide text-ink-muted uppercase">
            <Trans>Buyer</Trans>
          </h2>
          <p className="text-body font-semibold [overflow-wrap:anywhere]">{buyer.name}</p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{buyer.address}</p>
          <p className="tabular-nums">
            <Trans>Phone: {buyerPhone}</Trans>
          </p>
          <Bin bin={buyer.bin} />
        </section>
      </div>

      <LinesTable
        lines={invoice.lines}
        totals={invoice.totals}
        caption={t`Tax invoice lines, amounts in BDT`}
        totalLabel={t`Total`}
      />

      <p className="text-body-sm text-ink-muted">
        <Trans>
          Prices include VAT: each line&apos;s VAT is the part of its price its rate makes up, to the poisha.
        </Trans>
      </p>

      {invoice.credit_notes.length ? (
        <section aria-labelledby="tax-invoice-credit-notes" className="flex flex-col gap-4">
          <h2 id="tax-invoice-credit-notes" className="text-title font-bold">
            <Trans>Credit notes issued against this invoice</Trans>
          </h2>
          {invoice.credit_notes.map((note) => (
            <CreditNote key={note.number} note={note} timeZone={timeZone} />
          ))}
        </section>
      ) : null}

      {onPrint || onDownload ? (
        <div className="flex flex-wrap justify-end gap-3 print:hidden">
          {onDownload ? (
            <Button
              variant="secondary"
              isLoading={downloading}
              loadingLabel={t`Downloading the PDF`}
              onClick={() => void download(onDownload)}
            >
              {downloading ? null : <Download aria-hidden="true" className="size-4" />}
              <Trans>Download PDF</Trans>
            </Button>
          ) : null}
          {onPrint ? (
            <Button onClick={onPrint}>
              <Printer aria-hidden="true" className="size-4" />
              <Trans>Print</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
