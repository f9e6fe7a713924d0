import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { formatBdt } from '@storefront/shared';
import {
  longTextItem,
  memberPurchase,
  purchaseWithPoNumber,
  purchaseWithStatuses,
  samplePurchase,
} from '../../../support/fixtures.ts';
import { PurchaseInvoice } from './Invoice.tsx';

const meta = {
  title: 'Orders/PurchaseInvoice',
  component: PurchaseInvoice,
  tags: ['autodocs'],
  args: { purchase: samplePurchase, contactEmail: 'info@computerclub.example.com', onPrint: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "A purchase's one invoice (requirements §13.5, §14.3): one checkout, one invoice, numbered after the purchase (`INV-CP-000007`), every order of it a line with its order number. A cancelled order is struck through and left out of the total due; once all are, nothing is owed. Laid out as the order's invoice, for paper.",
      },
    },
  },
} satisfies Meta<typeof PurchaseInvoice>;
export default meta;
type Story = StoryObj<typeof meta>;

const linesOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table', { name: 'Invoice lines, amounts in BDT' }));

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invoice INV-CP-000007' })).toBeInTheDocument();
    await expect(canvas.getByText('Purchase: CP-000007')).toBeInTheDocument();
    await expect(canvas.getByText('Rahim Uddin')).toBeInTheDocument();
    const lines = linesOf(canvasElement);
    for (const order of samplePurchase.orders) await expect(lines.getByText(`Order ${order.number}`)).toBeVisible();
    await expect(lines.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 1,42,500');
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** One of three cancelled: struck through, named, and not owed. */
export const OneCancelled: Story = {
  args: { purchase: purchaseWithStatuses(['confirmed', 'cancelled', 'confirmed']) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 orders, 1 cancelled')).toBeInTheDocument();
    const lines = linesOf(canvasElement);
    await expect(lines.getByText('BDT 45,000').tagName).toBe('S');
    await expect(lines.getByText('Cancelled')).toBeVisible();
    await expect(lines.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 97,500');
    await expect(canvas.getByText(/Cancelled orders are struck through: nothing is owed for them/)).toBeVisible();
  },
};

export const AllCancelled: Story = {
  args: { purchase: purchaseWithStatuses(['cancelled', 'cancelled', 'cancelled']) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Cancelled: nothing is owed')).toBeInTheDocument();
    await expect(linesOf(canvasElement).getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 0');
  },
};

export const LongText: Story = {
  args: {
    purchase: {
      ...samplePurchase,
      address: 'Flat 7B, Concord Tower, House 41, Road 27 (Old), Dhanmondi Residential Area, Dhaka 1209, Bangladesh',
      orders: samplePurchase.orders.map((o, i) =>
        i === 0
          ? {
              ...o,
              userName: 'Mohammad Abdullah Al Mamun Chowdhury',
              itemName: longTextItem.name,
              quantity: 125000,
              unit_price: 125999.5,
              total: 15749937500,
            }
          : o,
      ),
      total: 15749937500 + samplePurchase.orders[1]!.total + samplePurchase.orders[2]!.total,
    },
  },
};

export const Phone: Story = { tags: ['mobile'], args: { purchase: purchaseWithStatuses(['placed', 'cancelled']) } };

/** The purchase's delivery charge (requirements §17): a line after its orders, in the total due. */
export const WithDelivery: Story = {
  args: { purchase: { ...samplePurchase, delivery_charge: 150, total: samplePurchase.total + 150 } },
  play: async ({ canvasElement }) => {
    const lines = linesOf(canvasElement);
    await expect(lines.getByRole('row', { name: /Delivery/ })).toHaveTextContent('BDT 150');
    await expect(lines.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 1,42,650');
  },
};

/** The delivery line in Bangla, on a phone. */
export const WithDeliveryBanglaPhone: Story = {
  ...WithDelivery,
  tags: ['mobile'],
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { name: /ডেলিভারি/ })).toHaveTextContent('৳ ১৫০');
  },
};

/** Paid by bKash (requirements §18): the method and the payment's status under the references. */
export const PaidOnline: Story = {
  args: {
    purchase: {
      ...samplePurchase,
      payment: {
        method: 'bkash',
        status: 'paid',
        due_now: 0,
        paid: samplePurchase.total,
        refunded: 0,
        redirect_url: null,
        expires_at: null,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^Payment: bKash/)).toHaveTextContent('Payment: bKashPaid');
  },
};

/** Cash to collect, in Bangla on a phone. */
export const CashUnpaidBanglaPhone: Story = {
  tags: ['mobile'],
  globals: { locale: 'bn' },
  args: {
    purchase: {
      ...samplePurchase,
      payment: {
        method: 'cod',
        status: 'unpaid',
        due_now: 0,
        paid: 0,
        refunded: 0,
        redirect_url: null,
        expires_at: null,
      },
    },
  },
};

/** A business buyer's purchase-order number (requirements §20.6) among the references. */
export const WithPoNumber: Story = {
  args: { purchase: purchaseWithPoNumber },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('PO number: PO-2026/0417-IT')).toBeInTheDocument();
  },
};

/** Its purchase-order number in Bangla, on a phone. */
export const WithPoNumberBanglaPhone: Story = {
  tags: ['mobile'],
  globals: { locale: 'bn' },
  args: { purchase: purchaseWithPoNumber },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/PO-2026\/0417-IT/)).toHaveTextContent(/^পিও নম্বর: /);
  },
};

const onInvoice = {
  ...samplePurchase,
  payment: {
    method: 'invoice' as const,
    status: 'unpaid' as const,
    due_now: 0,
    paid: 0,
    refunded: 0,
    redirect_url: null,
    expires_at: null,
    due_on: '2026-02-14',
  },
};

/** Paid on invoice by a company on terms (requirements §20.8): the method and the day it is due. */
export const OnInvoice: Story = {
  args: { purchase: onInvoice },
  play: async ({ canvasElement }) => {
    const payment = within(canvasElement).getByText(/^Payment: Pay on invoice/);
    await expect(payment).toHaveTextContent('Due by 14 Feb 2026');
    await expect(payment.querySelector('time')).toHaveAttribute('datetime', '2026-02-14');
  },
};

/** On invoice, in Bangla on a phone: the due day in Bangla digits. */
export const OnInvoiceBanglaPhone: Story = {
  tags: ['mobile'],
  globals: { locale: 'bn' },
  args: { purchase: onInvoice },
  play: async ({ canvasElement }) => {
    const due = canvasElement.querySelector('time[datetime="2026-02-14"]');
    await expect(due).toHaveTextContent('১৪');
  },
};

/** The row of an order's line, found by its number. */
const rowOf = (canvasElement: HTMLElement, number: string) =>
  linesOf(canvasElement).getByText(`Order ${number}`).closest('tr') as HTMLElement;

/**
 * A dealer's purchase (requirements §20.5 item 10): a line charged at their group's price says so,
 * `Your price`, with the public price as it was beside it struck through; a line at the public price
 * (an item their list leaves out) says nothing more.
 */
export const MemberPrices: Story = {
  args: { purchase: memberPurchase },
  play: async ({ canvasElement }) => {
    const [first, , third] = memberPurchase.orders;
    const row = within(rowOf(canvasElement, first!.number));
    await expect(row.getByText('Your price')).toBeVisible();
    await expect(row.getByText(formatBdt(first!.public_price!)).tagName).toBe('S');
    await expect(row.getByText(formatBdt(first!.public_price!)).parentElement).toHaveTextContent(
      `Public price ${formatBdt(first!.public_price!)}`,
    );
    await expect(within(rowOf(canvasElement, third!.number)).queryByText('Your price')).toBeNull();
    await expect(linesOf(canvasElement).getAllByText('Your price')).toHaveLength(2);
    // What is owed is what was charged, the member's prices.
    await expect(linesOf(canvasElement).getByRole('row', { name: /Total due/ })).toHaveTextContent(
      formatBdt(memberPurchase.total),
    );
  },
};

/** The dealer's invoice in Bangla, on a phone: আপনার দাম, and সাধারণ দাম struck through. */
export const MemberPricesBanglaPhone: Story = {
  tags: ['mobile'],
  globals: { locale: 'bn' },
  args: { purchase: memberPurchase },
  play: async ({ canvasElement }) => {
    const lines = within(within(canvasElement).getByRole('table'));
    await expect(lines.getAllByText('আপনার দাম')).toHaveLength(2);
    await expect(lines.getAllByText(/^সাধারণ দাম/)[0]?.querySelector('s')).toHaveTextContent('৳');
  },
};
