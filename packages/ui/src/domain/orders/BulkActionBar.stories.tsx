import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BulkActionBar } from './BulkActionBar.tsx';

const confirm = fn();
const ship = fn();

const meta = {
  title: 'Orders/BulkActionBar',
  component: BulkActionBar,
  tags: ['autodocs'],
  args: {
    selected: 3,
    actions: [
      { label: 'Confirm selected', onClick: confirm },
      { label: 'Ship selected', onClick: ship },
    ],
    onClear: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'What to do with the chosen orders (requirements §13.6): how many are chosen, the actions, and Clear selection; hidden while none is chosen, busy while an action runs.',
      },
    },
  },
} satisfies Meta<typeof BulkActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeSelected: Story = {
  play: async ({ canvasElement, args }) => {
    const bar = within(within(canvasElement).getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('3 orders selected')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Ship selected' }));
    await expect(ship).toHaveBeenCalled();
    await userEvent.click(bar.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onClear).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const OneSelected: Story = { args: { selected: 1 } };

export const Busy: Story = { args: { busy: true } };

export const NoneSelected: Story = {
  args: { selected: 0 },
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
