import type { OrderStatus } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StatusTabs } from './StatusTabs.tsx';

const counts = { placed: 12, confirmed: 5, shipped: 3, delivered: 1480, cancelled: 40 };

const meta = {
  title: 'Orders/StatusTabs',
  component: StatusTabs,
  tags: ['autodocs'],
  args: { value: undefined, counts, onChange: fn(), controls: 'orders' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <div id="orders" role="tabpanel" aria-label="Orders" className="p-4 text-body-sm text-ink-muted">
          The orders the chosen tab shows.
        </div>
      </>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Manage All Orders' status tabs (requirements §13.6): All and one per status, each with its count of matches under the other filters. A tab list: one Tab stop, arrow keys, Home and End move and choose; it scrolls sideways on a phone.",
      },
    },
  },
} satisfies Meta<typeof StatusTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

function Live() {
  const [value, setValue] = useState<OrderStatus | undefined>();
  return (
    <>
      <StatusTabs value={value} onChange={setValue} counts={counts} controls="live-orders" />
      <p id="live-orders" role="status">
        Showing: {value ?? 'all'}
      </p>
    </>
  );
}

export const All: Story = {
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('tab');
    await expect(tabs.map((t) => t.textContent)).toEqual([
      'All1,540',
      'Placed12',
      'Confirmed5',
      'Shipped3',
      'Delivered1,480',
      'Cancelled40',
    ]);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  },
};

export const Placed: Story = { args: { value: 'placed' } };

/** By keyboard: one Tab stop, arrows move and choose, End goes to the last. */
export const ChooseByKeyboard: Story = {
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /^All/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: /^Placed/ })).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing: placed');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: /^Cancelled/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing: all');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CountsLoading: Story = { args: { counts: undefined } };

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
