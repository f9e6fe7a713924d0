import type { OrderNotice } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { OrderNoticesTable } from './OrderNoticesTable.tsx';

const notice = (over: Partial<OrderNotice>): OrderNotice => ({
  _id: 'n1',
  template: 'placed',
  to: 'rahim@example.com',
  subject: 'Your order CC-000041 is placed',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-01-15T10:00:00.000Z',
  sentAt: '2026-01-15T10:00:02.000Z',
  ...over,
});

const notices: OrderNotice[] = [
  notice({}),
  notice({
    _id: 'n2',
    template: 'placed-admin',
    to: 'orders.desk@computerclub.example.com',
    subject: 'New order CC-000041: 15 x Ryzen 7 Processor',
  }),
  notice({
    _id: 'n3',
    template: 'confirmed',
    subject: 'Your order CC-000041 is confirmed',
    status: 'pending',
    attempts: 2,
    lastError: '421 4.7.0 Try again later, closing connection',
    sentAt: null,
  }),
  notice({
    _id: 'n4',
    template: 'shipped',
    subject: 'Your order CC-000041 is on its way',
    status: 'failed',
    attempts: 8,
    lastError: '550 5.1.1 The email account that you tried to reach does not exist',
    sentAt: null,
  }),
];

const meta = {
  title: 'Orders/OrderNoticesTable',
  component: OrderNoticesTable,
  tags: ['autodocs'],
  args: { notices, onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "An order's emails as administrators see them (requirements §13.8): each one's subject, recipient and state: Sent (when), Waiting (its next try is due, with the tries so far and the last error), or Failed after the last try.",
      },
    },
  },
} satisfies Meta<typeof OrderNoticesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Emails: 4' })).toBeInTheDocument();
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent?.split(/\d/)[0])).toEqual([
      'Sent',
      'Sent',
      'Waiting',
      'Failed',
    ]);
    await expect(rows[3]).toHaveTextContent('8 tries: 550 5.1.1');
  },
};

/** In the store's zone, saying so (10:00 UTC is 16:00 in Dhaka). */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('15 Jan 2026, 16:00');
  },
};

export const Empty: Story = { args: { notices: [] } };
export const Loading: Story = { args: { notices: [], isLoading: true } };
export const ServerError: Story = {
  args: { notices: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Emails', args.onRetry),
};
export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };
