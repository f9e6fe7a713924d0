import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextItem, sampleOrderDetail, unbroken } from '../../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { Invoice } from './Invoice.tsx';

const meta = {
  title: 'Orders/Invoice',
  component: Invoice,
  tags: ['autodocs'],
  args: { order: sampleOrderDetail, contactEmail: 'info@computerclub.example.com', onPrint: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          "An order's invoice (requirements §13.5), for paper: the company with its address and VAT registration, the invoice number (the order number's digits), date, the buyer, the line and the total in BDT. A cancelled order's invoice strikes its line through and says nothing is owed. The Print button is not printed; the app's print stylesheet leaves only the invoice on the page.",
      },
    },
  },
} satisfies Meta<typeof Invoice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invoice INV-000041' })).toBeInTheDocument();
    await expect(canvas.getByText('Computer Club Manufacturers Ltd')).toBeInTheDocument();
    const table = canvas.getByRole('table', { name: 'Invoice lines, amounts in BDT' });
    await expect(within(table).getAllByText('BDT 22,500')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Print' }));
    await expect(args.onPrint).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Cancelled: Story = {
  args: { order: { ...sampleOrderDetail, status: 'cancelled' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Cancelled: nothing is owed')).toBeInTheDocument();
    // The line stays, struck through; the total due is nothing.
    const table = canvas.getByRole('table', { name: 'Invoice lines, amounts in BDT' });
    await expect(within(table).getByText('BDT 22,500').tagName).toBe('S');
    await expect(within(table).getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 0');
  },
};

export const LongText: Story = {
  args: {
    order: {
      ...sampleOrderDetail,
      userName: 'Mohammad Abdullah Al Mamun Chowdhury',
      itemName: longTextItem.name,
      quantity: 125000,
      unit_price: 125999.5,
      total: 15749937500,
      address: 'Flat 7B, Concord Tower, House 41, Road 27 (Old), Dhanmondi Residential Area, Dhaka 1209, Bangladesh',
    },
  },
};

/** On a phone the invoice fits: its lines' money may wrap after "BDT", never out of the page. */
export const Phone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** A buyer's name, email, address and an item typed without spaces, and large sums, on a phone. */
export const UnbrokenValuesPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  args: {
    order: {
      ...sampleOrderDetail,
      userName: unbroken.customer,
      user: unbroken.email,
      itemName: unbroken.item,
      address: unbroken.address,
      quantity: 125000,
      unit_price: 125999.5,
      total: 15749937500,
    },
  },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** The invoice in Bangla: headings, the table's words and the note (figures as the lead's formatting gives them). */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'ইনভয়েস INV-000041' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'বিল প্রাপক' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'ইনভয়েসের লাইন, টাকার অঙ্ক BDT-তে' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'প্রিন্ট করুন' })).toBeInTheDocument();
  },
};

/** An order with its own delivery charge (requirements §17): a line of its own, and in the total due. */
export const WithDelivery: Story = {
  args: { order: { ...sampleOrderDetail, delivery_charge: 130 } },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Invoice lines, amounts in BDT' }));
    await expect(table.getByRole('row', { name: /Delivery/ })).toHaveTextContent('BDT 130');
    await expect(table.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 22,630');
  },
};

/** Cancelled, its delivery struck through with its line: nothing is owed. */
export const CancelledWithDelivery: Story = {
  args: { order: { ...sampleOrderDetail, status: 'cancelled', delivery_charge: 130 } },
  play: async ({ canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table', { name: 'Invoice lines, amounts in BDT' }));
    await expect(table.getByText('BDT 130').tagName).toBe('S');
    await expect(table.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 0');
  },
};
