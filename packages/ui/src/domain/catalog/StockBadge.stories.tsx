import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StockBadge } from './StockBadge.tsx';

const meta = {
  title: 'Catalog/StockBadge',
  component: StockBadge,
  tags: ['autodocs'],
  args: { item: { min_order_quantity: 10, available_quantity: 500 } },
  parameters: {
    docs: {
      description: {
        component:
          'Availability in words, colour and icon (requirements §12.4), from the shared `stockLevel`: "In stock"; "Low stock" when fewer than three minimum orders are left (at most 10 units above one); "Out of stock" when less than one minimum order is left.',
      },
    },
  },
} satisfies Meta<typeof StockBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InStock: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('In stock')).toBeVisible();
  },
};

export const LowStock: Story = {
  args: { item: { min_order_quantity: 10, available_quantity: 19 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Low stock')).toBeVisible();
  },
};

export const OutOfStock: Story = {
  args: { item: { min_order_quantity: 10, available_quantity: 9 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
  },
};

/** All three side by side, as a shopper compares them. */
export const AllLevels: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      <StockBadge item={{ min_order_quantity: 1, available_quantity: 50 }} />
      <StockBadge item={{ min_order_quantity: 1, available_quantity: 2 }} />
      <StockBadge item={{ min_order_quantity: 1, available_quantity: 0 }} />
    </div>
  ),
};
