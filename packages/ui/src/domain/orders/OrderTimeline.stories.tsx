import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleOrderDetail } from '../../../support/fixtures.ts';
import { OrderTimeline } from './OrderTimeline.tsx';

const meta = {
  title: 'Orders/OrderTimeline',
  component: OrderTimeline,
  tags: ['autodocs'],
  args: { events: sampleOrderDetail.events },
  parameters: {
    docs: {
      description: {
        component:
          "An order's history (requirements §13.4), oldest first: each status it reached, when, by whom (the buyer, or the store when a customer reads it), and the note that came with it, such as a courier's tracking number.",
      },
    },
  },
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shipped: Story = {
  play: async ({ canvasElement }) => {
    const steps = within(within(canvasElement).getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem');
    await expect(steps.map((s) => s.firstElementChild?.nextElementSibling?.textContent)).toEqual([
      'Placed',
      'Confirmed',
      'Shipped',
    ]);
    await expect(steps[0]).toHaveTextContent('by rahim@example.com');
    await expect(steps[1]).toHaveTextContent('by Computer Club Manufacturers Ltd');
    await expect(steps[2]).toHaveTextContent('Sundarban Courier SC-99812');
  },
};

export const JustPlaced: Story = { args: { events: sampleOrderDetail.events.slice(0, 1) } };

/** An administrator's view: who on the staff made each move. */
export const ForAnAdministrator: Story = {
  args: {
    events: [
      ...sampleOrderDetail.events.slice(0, 2).map((e) => ({ ...e, by: e.by ?? 'admin@computerclub.test' })),
      {
        _id: 'e9',
        from: 'confirmed' as const,
        to: 'cancelled' as const,
        by: 'warehouse.supervisor.chattogram@computerclub.example.com',
        note: 'The customer asked by phone to cancel: the project it was for was postponed until the next financial year',
        createdAt: '2026-01-16T15:00:00.000Z',
      },
    ],
  },
};

/** An administrator's view in the store's zone, saying so (10:00 UTC is 16:00 in Dhaka). */
export const StoreTimeZone: Story = {
  args: { ...ForAnAdministrator.args, timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('15 Jan 2026, 16:00');
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
