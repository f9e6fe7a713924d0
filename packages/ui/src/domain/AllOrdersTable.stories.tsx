import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { longTextItem, sampleOrders } from '../fixtures.ts';
import { expectEmailsUnbroken } from '../lib/emailStoryHelpers.ts';
import { AllOrdersTable } from './AllOrdersTable.tsx';
import { expectLoadFailure, loadFailure, phoneFrame } from './tableStoryHelpers.tsx';

const orders = sampleOrders(4);

const meta = {
  title: 'Domain/AllOrdersTable',
  component: AllOrdersTable,
  tags: ['autodocs'],
  args: { orders, onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Manage All Orders (admin): every order, newest first, a page at a time; `total` is the heading count and `offset` numbers rows from the page start. Loading, error and empty states included.',
      },
    },
  },
} satisfies Meta<typeof AllOrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage All Orders: 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '#',
      'Customer',
      'Item',
      'Quantity',
      'Total',
      'Date',
    ]);
  },
};

/** The second page of 23 orders: the heading counts them all, rows are numbered from 11. */
export const SecondPage: Story = {
  args: { orders: sampleOrders(10), total: 23, offset: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage All Orders: 23' })).toBeInTheDocument();
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(within(firstRow).getAllByRole('cell')[0]).toHaveTextContent('11');
  },
};

export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { orders: [], isLoading: true } };
export const ServerError: Story = {
  args: { orders: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Manage All Orders', args.onRetry),
};
export const ManyRows: Story = { args: { orders: sampleOrders(10) } };

export const LongText: Story = {
  args: {
    orders: [
      {
        ...orders[0]!,
        _id: 'order-long',
        itemName: longTextItem.name,
        user: 'procurement.department.head@example.com',
      },
      { ...orders[1]!, _id: 'order-shopper', user: 'shopper66915@test.com' },
      ...orders.slice(2),
    ],
  },
  play: async ({ canvasElement }) => {
    await expectEmailsUnbroken(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
};
