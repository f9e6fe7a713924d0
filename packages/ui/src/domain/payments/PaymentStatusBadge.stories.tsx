import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paymentStatuses } from './contract.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

const meta = {
  title: 'Payments/PaymentStatusBadge',
  component: PaymentStatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending' },
  parameters: {
    docs: {
      description: {
        component:
          "A payment's status (requirements §18): unpaid (cash to collect), pending, advance paid, paid, failed, expired, in review or refunded, each with a colour by its meaning, an icon and always its word.",
      },
    },
  },
} satisfies Meta<typeof PaymentStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};
export const Paid: Story = { args: { status: 'paid' } };

export const EveryStatus: Story = {
  render: () => (
    <div className="flex flex-wrap gap-3">
      {paymentStatuses.map((status) => (
        <PaymentStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement)
        .getAllByText(/./)
        .map((e) => e.textContent),
    ).toEqual([
      'Unpaid',
      'Payment pending',
      'Advance paid',
      'Paid',
      'Payment failed',
      'Payment expired',
      'Payment in review',
      'Refunded',
    ]);
  },
};

export const EveryStatusInBangla: Story = { ...EveryStatus, play: undefined, globals: { locale: 'bn' } };
