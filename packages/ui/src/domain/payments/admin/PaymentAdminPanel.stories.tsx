import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { paymentOf } from '../../../../support/paymentFixtures.ts';
import { phoneFrame } from '../../../../support/tableStoryHelpers.tsx';
import { PaymentAdminPanel } from './PaymentAdminPanel.tsx';

const meta = {
  title: 'Domain/Payments/Admin/PaymentAdminPanel',
  component: PaymentAdminPanel,
  tags: ['autodocs'],
  args: {
    purchaseNumber: 'CP-000049',
    payment: paymentOf('partially_paid', { paid: 3_370 }),
    total: 33_700,
    today: '2026-11-27',
    onRecordCash: fn(async () => undefined),
    onRefund: fn(async () => undefined),
    onReview: fn(async () => undefined),
    onOpenTrail: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "A purchase's payment on its administrator's view (issue 33; requirements §18): status, method, paid, refunded and what is left to collect. Record cash for a cash order not yet paid in full; Refund what was paid and not refunded; Accept or Refund for a payment in review (a confirmed amount that did not match); the payment's trail.",
      },
    },
  },
} satisfies Meta<typeof PaymentAdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A cash order with its advance paid online: the rest is collected at the door. */
export const AdvancePaid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Partially paid')).toBeVisible();
    await expect(canvas.getByText('BDT 30,330')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Record cash' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record cash' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record cash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onRecordCash).toHaveBeenCalledWith({
      amount: 30_330,
      collected_on: '2026-11-27',
      note: undefined,
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Payment trail' }));
    await expect(args.onOpenTrail).toHaveBeenCalledTimes(1);
  },
};

export const CashUnpaid: Story = { args: { payment: paymentOf('unpaid') } };

/** Paid by card: no cash to collect; Refund offers what was paid. */
export const PaidOnline: Story = {
  args: { payment: paymentOf('paid', { method: 'sslcommerz', paid: 33_700 }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Record cash' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund' }));
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Order cancelled by the buyer');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(args.onRefund).toHaveBeenCalledWith({ amount: 33_700, reason: 'Order cancelled by the buyer' }),
    );
  },
};

/** A payment in review: Accept or Refund, each asked once more. */
export const InReview: Story = {
  args: { payment: paymentOf('review', { method: 'bkash', paid: 12_000 }), total: 12_300 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This payment needs a decision/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Accept this payment?' }));
    await userEvent.click(question.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(args.onReview).toHaveBeenCalledWith('accept'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Refund' }));
    const refund = within(await screen.findByRole('alertdialog', { name: 'Refund this payment?' }));
    await userEvent.click(refund.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(args.onReview).toHaveBeenCalledWith('refund'));
  },
};

/** Refunded in full: nothing left to do but read the trail. */
export const Refunded: Story = {
  args: { payment: paymentOf('refunded', { method: 'sslcommerz', paid: 33_700, refunded: 33_700 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Refund' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Record cash' })).toBeNull();
  },
};

export const PendingOnline: Story = {
  args: { payment: paymentOf('pending', { method: 'bkash', due_now: 33_700, expires_at: '2026-11-27T10:30:00.000Z' }) },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame], args: InReview.args };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৩০,৩৩০', { exact: false })).toBeVisible();
  },
};

export const BanglaPhone: Story = {
  globals: { locale: 'bn' },
  tags: ['mobile'],
  decorators: [phoneFrame],
  args: InReview.args,
};
