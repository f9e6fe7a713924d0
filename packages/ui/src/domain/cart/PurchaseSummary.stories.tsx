import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { purchaseWithPoNumber, purchaseWithStatuses, samplePurchase } from '../../../support/fixtures.ts';
import { Button } from '../../primitives/Button.tsx';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { sampleDistricts, sampleDistrictsBn } from '../../../support/deliveryFixtures.ts';
import { DistrictsProvider } from '../delivery/districts.tsx';
import { PurchaseSummary } from './PurchaseSummary.tsx';

const meta = {
  title: 'Cart/PurchaseSummary',
  component: PurchaseSummary,
  tags: ['autodocs'],
  args: { purchase: samplePurchase, headingLevel: 'h1' },
  parameters: {
    docs: {
      description: {
        component:
          'A purchase (requirements §14.3), shown after checkout: its number, when, where it goes, and its orders (one per line) with their own numbers, statuses and prices, and the total. A cancelled order is struck through and left out of the total (requirements §13.5); once every order is cancelled, nothing is owed.',
      },
    },
  },
} satisfies Meta<typeof PurchaseSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchase CP-000007' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'The orders of purchase CP-000007' });
    // The header, three orders, then Subtotal, Delivery and Total (requirements §17).
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(table).toHaveTextContent(/Subtotal\s*BDT 1,42,500/);
    await expect(within(table).getByRole('link', { name: 'CC-000042' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-2',
    );
    await expect(table).toHaveTextContent(/Total\s*BDT 1,42,500/);
  },
};

/** One of the three cancelled: struck through, its amount left out of the total. */
export const OneCancelled: Story = {
  args: { purchase: purchaseWithStatuses(['placed', 'cancelled', 'placed']) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'The orders of purchase CP-000007' });
    const row = within(table).getByRole('link', { name: 'CC-000042' }).closest('tr')!;
    await expect(within(row).getByText('Cancelled')).toBeVisible();
    await expect(within(row).getByText('BDT 45,000').tagName).toBe('S');
    await expect(table).toHaveTextContent(/Total, cancelled orders left out\s*BDT 97,500/);
  },
};

export const AllCancelled: Story = {
  args: { purchase: purchaseWithStatuses(['cancelled', 'cancelled', 'cancelled']) },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'The orders of purchase CP-000007' });
    await expect(within(table).getAllByText('Cancelled')).toHaveLength(3);
    await expect(table).toHaveTextContent(/Every order is cancelled: nothing is owed\s*BDT 0/);
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button asChild>
          <a href="/dashboard/my-orders">My Orders</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="/items">Keep shopping</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Keep shopping' })).toBeVisible();
  },
};

/** An administrator's view: the time in the store's zone, saying so (10:00 UTC is 16:00 in Dhaka). */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Placed 15 Jan 2026, 16:00 (Asia/Dhaka time)');
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Purchase CP-000007' })).toBeVisible();
  },
};

/** A purchase with its delivery (requirements §17): its district, and Subtotal, Delivery and Total. */
const delivered = { ...samplePurchase, district: 'gazipur', subtotal: samplePurchase.total, delivery_charge: 150 };

export const WithDelivery: Story = {
  args: { purchase: { ...delivered, total: samplePurchase.total + 150 } },
  decorators: [(Story) => <DistrictsProvider districts={sampleDistricts}>{Story()}</DistrictsProvider>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/District:/)).toHaveTextContent('District: Gazipur · Payment: cash on delivery');
    const foot = canvas.getByRole('table').querySelector('tfoot');
    await expect(foot).toHaveTextContent('Delivery');
    await expect(foot).toHaveTextContent('BDT 150');
  },
};

export const WithDeliveryBanglaPhone: Story = {
  args: { purchase: { ...delivered, total: samplePurchase.total + 150 } },
  globals: { locale: 'bn' },
  tags: ['mobile'],
  decorators: [phoneFrame, (Story) => <DistrictsProvider districts={sampleDistrictsBn}>{Story()}</DistrictsProvider>],
};

/** Paid by card through SSLCommerz (requirements §18): the method chosen, not cash on delivery. */
export const PaidByCard: Story = {
  args: {
    purchase: {
      ...delivered,
      total: samplePurchase.total + 150,
      payment: {
        method: 'sslcommerz',
        status: 'paid',
        due_now: 0,
        paid: samplePurchase.total + 150,
        refunded: 0,
        redirect_url: null,
        expires_at: null,
      },
    },
  },
  decorators: [(Story) => <DistrictsProvider districts={sampleDistricts}>{Story()}</DistrictsProvider>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/District:/)).toHaveTextContent(
      'District: Gazipur · Payment: Card / mobile banking (SSLCommerz)',
    );
  },
};

/** A business buyer's purchase-order number (requirements §20.6), under where it goes. */
export const WithPoNumber: Story = {
  args: { purchase: purchaseWithPoNumber },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^PO number:/)).toHaveTextContent('PO number: PO-2026/0417-IT');
  },
};

/** Its purchase-order number in Bangla, on a phone. */
export const WithPoNumberBanglaPhone: Story = {
  args: { purchase: purchaseWithPoNumber },
  globals: { locale: 'bn' },
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/^পিও নম্বর:/)).toHaveTextContent('PO-2026/0417-IT');
  },
};
