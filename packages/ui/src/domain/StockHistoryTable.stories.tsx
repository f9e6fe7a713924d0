import type { StockMovement } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { sampleStockMovements } from '../../support/fixtures.ts';
import { StockHistoryTable } from './StockHistoryTable.tsx';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../support/tableStoryHelpers.tsx';

const meta = {
  title: 'Domain/StockHistoryTable',
  component: StockHistoryTable,
  tags: ['autodocs'],
  args: {
    movements: sampleStockMovements,
    onRetry: fn(),
    orderHref: (id) => `/dashboard/orders/${id}`,
    purchaseHref: (id) => `/dashboard/purchases/${id}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          "An item's stock history (admin, requirements §12.9), newest first: when, the movement (opening stock, an adjustment with its reason, an order or its deletion, with the order's number and its purchase's, linked to their pages), the signed change (green in, red out), the stock after it and who moved it. Loading, error and empty states included.",
      },
    },
  },
} satisfies Meta<typeof StockHistoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Stock history: 5' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'When',
      'Movement',
      'Change',
      'Stock after',
      'By',
    ]);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('Adjustment');
    await expect(rows[0]).toHaveTextContent('Damaged in transit');
    await expect(rows[0]).toHaveTextContent('−3');
    await expect(rows[1]).toHaveTextContent('+103');
    await expect(rows[2]).toHaveTextContent('Order cancelled');
    await expect(rows.at(-1)).toHaveTextContent('Opening stock');
    // An order by the numbers people read, never its id (requirements §12.9).
    const order = within(rows[3]!);
    await expect(order.getByRole('link', { name: 'Order CC-000038' })).toHaveAttribute(
      'href',
      '/dashboard/orders/66f0c1a2b3c4d5e6f7a8b9c0',
    );
    await expect(order.getByRole('link', { name: 'Purchase CP-000012' })).toHaveAttribute(
      'href',
      '/dashboard/purchases/66f0c1a2b3c4d5e6f7a8b9b0',
    );
    await expect(canvas.queryByText(/66f0c1a2/)).toBeNull();
  },
};

/** As the item's editor shows it to administrators: in the store's zone, saying so (10:15 UTC is 16:15 in Dhaka). */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('20 Nov 2026, 16:15');
  },
};

export const Empty: Story = { args: { movements: [] } };
export const Loading: Story = { args: { movements: [], isLoading: true } };
export const ServerError: Story = {
  args: { movements: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Stock history', args.onRetry),
};

const longReason: StockMovement = {
  ...sampleStockMovements[0]!,
  _id: 'move-long',
  reason:
    'Water damage found at the Chattogram warehouse during the quarterly count; the insurer has the photographs and the courier’s report',
  by: 'warehouse.supervisor.chattogram@computerclub.example.com',
};
export const LongText: Story = { args: { movements: [longReason, ...sampleStockMovements.slice(1)] } };

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
};

/** In Bangla: the headings and the order and purchase numbers. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^স্টকের ইতিহাস: / })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'সময়',
      'পরিবর্তনের ধরন',
      'পরিবর্তন',
      'পরের স্টক',
      'যিনি করেছেন',
    ]);
    await expect(canvas.getAllByText(/^অর্ডার CC-/).length).toBeGreaterThan(0);
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'], decorators: [phoneFrame] };
