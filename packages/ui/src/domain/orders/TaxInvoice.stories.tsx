import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatBdt, formatNumber } from '@storefront/shared';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longTextItem, unbroken } from '../../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import {
  memberTaxInvoice,
  orderTaxInvoice,
  sampleTaxInvoice,
  taxInvoiceFullyCredited,
  taxInvoiceOf,
  taxInvoiceWithCreditNote,
  taxInvoiceWithoutBuyerBin,
  taxInvoiceWithPoNumber,
} from '../../../support/taxInvoiceFixtures.ts';
import { TaxInvoice } from './TaxInvoice.tsx';

const meta = {
  title: 'Orders/TaxInvoice',
  component: TaxInvoice,
  tags: ['autodocs'],
  args: {
    invoice: sampleTaxInvoice,
    timeZone: 'Asia/Dhaka',
    onPrint: fn(),
    onDownload: fn(async () => {}),
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A purchase's or a one-item order's tax invoice in the layout of the VAT authority's form Mushak 6.3 (requirements §17): seller and buyer with their BINs (or none), the invoice number, fiscal year and time of issue in the store's zone, each line's value without VAT, VAT rate and amount and value with VAT, the delivery line, the totals, and the credit notes issued against it, each marked. On a phone each line's figures sit under its description; on paper (A4, the app's print stylesheet) every column and only the invoice.",
      },
    },
  },
} satisfies Meta<typeof TaxInvoice>;
export default meta;
type Story = StoryObj<typeof meta>;

const linesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Tax invoice lines, amounts in BDT' }));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tax invoice (Mushak-6.3)' })).toBeVisible();
    await expect(canvas.getByText('TI-2526-000042')).toBeVisible();
    await expect(canvas.getByText('15 Jan 2026, 16:00 (Asia/Dhaka time)')).toBeVisible();
    await expect(canvas.getByText('BIN: 000123456-0101')).toBeVisible();
    await expect(canvas.getByText('BIN: 004567891-0203')).toBeVisible();
    const lines = linesOf(canvasElement);
    for (const header of [
      'No.',
      'Quantity',
      'Unit price (BDT)',
      'Value without VAT (BDT)',
      'VAT rate',
      'VAT (BDT)',
      'Value with VAT (BDT)',
    ])
      await expect(lines.getByRole('columnheader', { name: header })).toBeVisible();
    // Each goods line names its order; the delivery is a line of its own; the second is at 7.5%.
    const [first, second, third, delivery] = sampleTaxInvoice.lines;
    for (const line of [first!, second!, third!])
      await expect(lines.getByText(`Order ${line.order_number!}`)).toBeVisible();
    // Every column of the form, the amounts under headings in BDT.
    const vat = formatNumber(delivery!.vat, { maxFractionDigits: 2 });
    await expect(lines.getByRole('row', { name: `4 Delivery charge 1 130 113.04 15% ${vat} 130` })).toBeVisible();
    await expect(lines.getByRole('cell', { name: '7.5%' })).toBeVisible();
    await expect(lines.getByRole('row', { name: 'Total 1,26,756.12 15,873.88 1,42,630' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Credit notes issued against this invoice' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await expect(args.onDownload).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the PDF is fetched its button is busy, and free again once it is saved. */
export const Downloading: Story = {
  args: { onDownload: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 400))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download PDF' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A shopper with no BIN: the buyer's BIN says none. */
export const BuyerWithoutBin: Story = {
  args: { invoice: taxInvoiceWithoutBuyerBin },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('BIN: none (not a VAT-registered buyer)')).toBeVisible();
  },
};

/** A one-item order's own invoice (requirements §17.7): it names the order where a purchase's names the purchase. */
export const OneItemOrder: Story = {
  args: { invoice: orderTaxInvoice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Order number')).toBeVisible();
    await expect(canvas.queryByText('Purchase number')).toBeNull();
    const lines = linesOf(canvasElement);
    await expect(lines.getAllByText(`Order ${orderTaxInvoice.order!.number}`)).toHaveLength(1);
    await expect(lines.getByRole('row', { name: /^2 Delivery charge/ })).toBeVisible();
    await expect(canvas.getByText('BIN: none (not a VAT-registered buyer)')).toBeVisible();
  },
};

/** The one-item order's invoice in Bangla. */
export const OneItemOrderBangla: Story = {
  globals: { locale: 'bn' },
  args: { invoice: orderTaxInvoice },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'কর চালানপত্র (মূসক-৬.৩)' })).toBeVisible();
    await expect(canvas.getByText(orderTaxInvoice.order!.number)).toBeVisible();
  },
};

/** An order cancelled after the invoice issued: its credit note under the invoice, marked as one. */
export const WithCreditNote: Story = {
  args: { invoice: taxInvoiceWithCreditNote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Credit notes issued against this invoice' })).toBeVisible();
    const note = canvas.getByRole('region', { name: 'Credit note CN-2526-000003' });
    await expect(within(note).getByText('Credit note: amounts taken off this invoice')).toBeVisible();
    await expect(within(note).getByText(/For the cancelled order CC-000042/)).toBeVisible();
    const credited = within(
      within(note).getByRole('table', { name: 'Lines credited by CN-2526-000003, amounts in BDT' }),
    );
    const [, second] = taxInvoiceWithCreditNote.lines;
    const credit = formatNumber(second!.value_with_vat, { maxFractionDigits: 2 });
    await expect(credited.getByRole('row', { name: new RegExp(`^Total credited .* ${credit}$`) })).toBeVisible();
  },
};

/** Every order cancelled: a credit note each, the last one with the delivery line. */
export const FullyCredited: Story = {
  args: { invoice: taxInvoiceFullyCredited },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Credit note: amounts taken off this invoice')).toHaveLength(3);
    const last = canvas.getByRole('region', { name: 'Credit note CN-2526-000005' });
    await expect(within(last).getByRole('row', { name: /Delivery/ })).toBeVisible();
  },
};

/** Long names, a long address and large sums: the columns stay readable, the values wrap. */
export const LongText: Story = {
  args: {
    invoice: {
      ...taxInvoiceOf([
        {
          ...sampleTaxInvoice.lines[0]!,
          description: longTextItem.name,
          quantity: 125000,
          unit_price: 125999.5,
          value_without_vat: 13695597826.09,
          vat: 2054339673.91,
          value_with_vat: 15749937500,
        },
        ...sampleTaxInvoice.lines.slice(1),
      ]),
      buyer: {
        name: 'Mohammad Abdullah Al Mamun Chowdhury',
        address: 'Flat 7B, Concord Tower, House 41, Road 27 (Old), Dhanmondi Residential Area, Dhaka 1209, Bangladesh',
        phone: '01711000111',
        bin: '004567891-0203',
      },
    },
  },
};

/** On a phone the invoice fits: each line's figures under its description, the totals as named rows. */
export const Phone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  args: { invoice: taxInvoiceWithCreditNote },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
    const lines = linesOf(canvasElement);
    // The rate's column is left out: the rate is under the description.
    await expect(lines.queryByRole('columnheader', { name: 'VAT rate' })).toBeNull();
    const [, second] = taxInvoiceWithCreditNote.lines;
    await expect(lines.getByText(`VAT at 7.5%: ${formatBdt(second!.vat)}`)).toBeVisible();
  },
};

/** Values typed without spaces and large sums, on a phone. */
export const UnbrokenValuesPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  args: {
    invoice: {
      ...taxInvoiceOf([
        {
          ...sampleTaxInvoice.lines[0]!,
          description: unbroken.item,
          quantity: 125000,
          unit_price: 125999.5,
          value_without_vat: 13695597826.09,
          vat: 2054339673.91,
          value_with_vat: 15749937500,
        },
        ...sampleTaxInvoice.lines.slice(1),
      ]),
      buyer: { name: unbroken.customer, address: unbroken.address, phone: '01711000111', bin: null },
    },
  },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** The form in Bangla: its title as the VAT authority writes it, Bangla digits in the figures. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { invoice: taxInvoiceWithCreditNote },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'কর চালানপত্র (মূসক-৬.৩)' })).toBeVisible();
    await expect(canvas.getByText('২০২৫-২৬')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeVisible();
  },
};

/** Bangla on a 390 px phone: the longer words wrap inside the page. */
export const BanglaPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: { invoice: taxInvoiceWithCreditNote },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** A business buyer's purchase-order number (requirements §20.6) among the invoice's particulars. */
export const WithPoNumber: Story = {
  args: { invoice: taxInvoiceWithPoNumber },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText('PO number');
    await expect(term.tagName).toBe('DT');
    await expect(term.nextElementSibling).toHaveTextContent('PO-2026/0417-IT');
  },
};

/** Its purchase-order number in Bangla on a 390 px phone: the form still fits. */
export const WithPoNumberBanglaPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: { invoice: taxInvoiceWithPoNumber },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
    await expect(within(canvasElement).getByText('PO-2026/0417-IT')).toBeVisible();
  },
};

/** A purchase paid on invoice (requirements §20.8): the day it is due among the particulars. */
export const OnInvoice: Story = {
  args: { invoice: { ...taxInvoiceWithPoNumber, due_on: '2026-02-14' } },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByText('Due by');
    await expect(term.tagName).toBe('DT');
    await expect(term.nextElementSibling).toHaveTextContent('14 Feb 2026');
  },
};

/** Its due day in Bangla on a 390 px phone: the form still fits. */
export const OnInvoiceBanglaPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: { invoice: { ...taxInvoiceWithPoNumber, due_on: '2026-02-14' } },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
    await expect(within(canvasElement).getByText('পরিশোধের শেষ দিন')).toBeVisible();
  },
};

/** The row of an order's goods line, found by its number. */
const rowOf = (canvasElement: HTMLElement, number: string) =>
  linesOf(canvasElement).getByText(`Order ${number}`).closest('tr') as HTMLElement;

/**
 * A dealer's invoice (requirements §20.5 item 10): a line charged at their group's price says so,
 * `Your price`, with the public price as it was beside it struck through; a line at the public price
 * and the delivery say nothing more.
 */
export const MemberPrices: Story = {
  args: { invoice: memberTaxInvoice },
  play: async ({ canvasElement }) => {
    const [first, , third] = memberTaxInvoice.lines;
    const publicPrice = formatBdt(first!.public_price!);
    const row = within(rowOf(canvasElement, first!.order_number!));
    await expect(row.getByText('Your price')).toBeVisible();
    await expect(row.getByText(publicPrice).tagName).toBe('S');
    await expect(row.getByText(publicPrice).parentElement).toHaveTextContent(`Public price ${publicPrice}`);
    // The unit price column is the price charged.
    await expect(
      row.getByRole('cell', { name: formatNumber(first!.unit_price, { maxFractionDigits: 2 }) }),
    ).toBeVisible();
    await expect(within(rowOf(canvasElement, third!.order_number!)).queryByText('Your price')).toBeNull();
    await expect(linesOf(canvasElement).getAllByText('Your price')).toHaveLength(2);
  },
};

/** The dealer's invoice in Bangla, on a phone: আপনার দাম, and সাধারণ দাম struck through. */
export const MemberPricesBanglaPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: { invoice: memberTaxInvoice },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
    const lines = within(within(canvasElement).getByRole('table'));
    await expect(lines.getAllByText('আপনার দাম')).toHaveLength(2);
    await expect(lines.getAllByText(/^সাধারণ দাম/)[0]?.querySelector('s')).toHaveTextContent('৳');
  },
};
