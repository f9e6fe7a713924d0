import { orderStatuses } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Orders/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'placed' },
  parameters: {
    docs: {
      description: {
        component:
          "An order's status (requirements §13.1): Placed, Confirmed, Shipped, Delivered or Cancelled, each with its own colour and icon and always its word.",
      },
    },
  },
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Placed: Story = {};
export const Shipped: Story = { args: { status: 'shipped' } };

export const EveryStatus: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {orderStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByText(/./)
        .map((e) => e.textContent),
    ).toEqual(['Placed', 'Confirmed', 'Shipped', 'Delivered', 'Cancelled']);
  },
};
