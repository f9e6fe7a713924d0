import type { OrderStatus } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkActionBar } from './BulkActionBar.tsx';

/** Chosen orders with these statuses, `order-1` onwards. */
const chosenOf = (...statuses: OrderStatus[]) => statuses.map((status, i) => ({ _id: `order-${i + 1}`, status }));

const meta = {
  title: 'Orders/BulkActionBar',
  component: BulkActionBar,
  tags: ['autodocs'],
  args: {
    chosen: chosenOf('placed', 'placed', 'confirmed'),
    moves: ['confirmed', 'shipped'],
    onMove: fn(),
    onClear: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'What to do with the chosen orders (requirements §13.6): how many are chosen, each move that some of them can make (shared `orderTransitions`: Ship only when a confirmed order is among them), and Clear selection. `onMove(to, ids)` gets only the orders that can make the move. When none can make any, the bar says so. Hidden while none is chosen, busy while a move runs.',
      },
    },
  },
} satisfies Meta<typeof BulkActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two placed and one confirmed: both moves, each for the orders it applies to. */
export const ThreeSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('3 orders selected')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Ship selected' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('shipped', ['order-3']);
    await userEvent.click(bar.getByRole('button', { name: 'Confirm selected' }));
    await expect(args.onMove).toHaveBeenLastCalledWith('confirmed', ['order-1', 'order-2']);
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Only placed orders: Ship is not offered, since it would ship none of them. */
export const OnlyPlaced: Story = {
  args: { chosen: chosenOf('placed', 'placed') },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByRole('button', { name: 'Confirm selected' })).toBeInTheDocument();
    await expect(bar.queryByRole('button', { name: 'Ship selected' })).toBeNull();
  },
};

/** Delivered and cancelled orders can make neither move: the bar says so instead of offering one. */
export const NothingApplies: Story = {
  args: { chosen: chosenOf('delivered', 'cancelled') },
  play: async ({ canvasElement }) => {
    const bar = within(within(canvasElement).getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('None of them can be confirmed or shipped.')).toBeInTheDocument();
    await expect(bar.getAllByRole('button').map((b) => b.textContent)).toEqual(['Clear selection']);
  },
};

export const OneSelected: Story = { args: { chosen: chosenOf('confirmed') } };

export const Busy: Story = { args: { busy: true } };

export const NoneSelected: Story = {
  args: { chosen: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region', { name: 'Bulk actions' })).toBeNull();
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
