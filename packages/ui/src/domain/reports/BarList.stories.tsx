import { orderStatusLabels } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { BarList } from './BarList.tsx';
import { sampleOverview } from '../../../support/reportFixtures.ts';

const sample = sampleOverview();

const meta = {
  title: 'Reports/BarList',
  component: BarList,
  tags: ['autodocs'],
  args: {
    title: 'Orders by status',
    description: 'Orders placed in the period, by their status now',
    unit: 'orders',
    emptyText: 'No orders in this period',
    rows: sample.byStatus.map((s) => ({ key: s.status, label: orderStatusLabels[s.status], value: s.orders })),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A few counts as bars with their numbers written beside them (orders by status, new customers per week, requirements §15.1): plain HTML, as figures this small need no chart library.',
      },
    },
  },
} satisfies Meta<typeof BarList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OrdersByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivered')).toBeVisible();
    await expect(canvasElement).toHaveTextContent(`Delivered${sample.byStatus[3]!.orders} orders`);
  },
};

export const NewCustomers: Story = {
  args: {
    title: 'New customers per week',
    description: 'Accounts created, weeks from the first day of the period',
    unit: 'customers',
    emptyText: 'No new customers in this period',
    rows: sample.newCustomers.map((w) => ({ key: w.weekStart, label: `From ${w.weekStart}`, value: w.customers })),
  },
};

export const HugeNumbers: Story = {
  args: {
    rows: sampleOverview({ scale: 40_000 }).byStatus.map((s) => ({
      key: s.status,
      label: orderStatusLabels[s.status],
      value: s.orders,
    })),
  },
};

export const EmptyPeriod: Story = {
  args: { rows: sample.byStatus.map((s) => ({ key: s.status, label: orderStatusLabels[s.status], value: 0 })) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('No orders in this period');
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Failed: Story = { args: { state: 'error' } };

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };
