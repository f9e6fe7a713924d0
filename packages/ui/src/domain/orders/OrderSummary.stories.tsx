import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longTextItem, sampleOrderDetail } from '../../../support/fixtures.ts';
import { Button } from '../../primitives/Button.tsx';
import { sampleDistricts } from '../../../support/deliveryFixtures.ts';
import { DistrictsProvider } from '../delivery/districts.tsx';
import { OrderSummary } from './OrderSummary.tsx';

const meta = {
  title: 'Orders/OrderSummary',
  component: OrderSummary,
  tags: ['autodocs'],
  args: { order: sampleOrderDetail },
  parameters: {
    docs: {
      description: {
        component:
          "One order at a glance (requirements §13.4): its number and status, the item, quantity, unit price and total in BDT, the address and phone it goes to, and when it was placed; `actions` below (Reorder, the invoice, an administrator's moves).",
      },
    },
  },
} satisfies Meta<typeof OrderSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Order CC-000041' })).toBeInTheDocument();
    await expect(canvas.getByText('Shipped')).toBeInTheDocument();
    await expect(canvas.getByText('BDT 22,500')).toBeInTheDocument();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button>Reorder</Button>
        <Button variant="secondary">Invoice</Button>
      </>
    ),
  },
};

export const Cancelled: Story = { args: { order: { ...sampleOrderDetail, status: 'cancelled' } } };

export const LongText: Story = {
  args: {
    order: {
      ...sampleOrderDetail,
      itemName: longTextItem.name,
      quantity: 125000,
      total: 15749937500,
      address: 'Flat 7B, Concord Tower, House 41, Road 27 (Old), Dhanmondi Residential Area, Dhaka 1209, Bangladesh',
    },
  },
};

/** An administrator's view: the time in the store's zone, saying so (10:00 UTC is 16:00 in Dhaka). */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Placed15 Jan 2026, 16:00 (Asia/Dhaka time)');
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
};

/** A single order with its district and delivery charge (requirements §17). */
export const WithDelivery: Story = {
  args: { order: { ...sampleOrderDetail, purchase: null, district: 'coxs-bazar', delivery_charge: 150 } },
  decorators: [(Story) => <DistrictsProvider districts={sampleDistricts}>{Story()}</DistrictsProvider>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivery charge').nextElementSibling).toHaveTextContent('BDT 150');
    await expect(canvas.getByText('District').nextElementSibling).toHaveTextContent("Cox's Bazar");
  },
};

/** Its payment's status beside the order's (requirements §18). */
export const WithPaymentStatus: Story = {
  args: { order: { ...sampleOrderDetail, payment_status: 'partially_paid' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Advance paid');
  },
};

export const WithPaymentStatusBangla: Story = {
  args: { order: { ...sampleOrderDetail, payment_status: 'pending' } },
  globals: { locale: 'bn' },
};
