import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import type { Payment } from './contract.ts';
import { PaymentPanel } from './PaymentPanel.tsx';

const NOW = Date.parse('2026-11-28T08:10:00Z');

/** A card payment of BDT 30,770 waiting on the gateway, its hold ending at 14:30 in Dhaka. */
const pending: Payment = {
  method: 'sslcommerz',
  status: 'pending',
  due_now: 30_770,
  paid: 0,
  refunded: 0,
  redirect_url: 'https://sandbox.sslcommerz.com/gwprocess/v4/pay/abc',
  expires_at: '2026-11-28T08:30:00Z',
};

const meta = {
  title: 'Payments/PaymentPanel',
  component: PaymentPanel,
  tags: ['autodocs'],
  args: { payment: pending, timeZone: 'Asia/Dhaka', now: NOW, onPay: fn(async () => {}), onRecheck: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "A purchase's payment (requirements §18): method, status, paid, due now and when the hold ends (in the store's zone). Pay now while an online payment waits or failed and the hold lasts. Back from the gateway (`?payment=success|failed|cancelled`), a banner: received once confirmed, else being confirmed; failed or cancelled, with Pay now until the hold ends.",
      },
    },
  },
} satisfies Meta<typeof PaymentPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const panel = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: 'Payment' });

/** Waiting for an online payment: Pay now opens the gateway again. */
export const Pending: Story = {
  play: async ({ canvasElement, args }) => {
    const region = panel(canvasElement);
    await expect(region).toHaveTextContent('MethodCard / mobile banking (SSLCommerz)');
    await expect(region).toHaveTextContent('StatusPayment pending');
    await expect(region).toHaveTextContent('PaidBDT 0');
    await expect(region).toHaveTextContent('Due nowBDT 30,770');
    await expect(region).toHaveTextContent('Hold ends at28 Nov 2026, 14:30 (Asia/Dhaka time)');
    await userEvent.click(within(region).getByRole('button', { name: 'Pay now' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

/** Cash on delivery under the threshold: cash to collect, nothing due now, nothing held. */
export const CashOnDelivery: Story = {
  args: { payment: { ...pending, method: 'cod', status: 'unpaid', due_now: 0, redirect_url: null, expires_at: null } },
  play: async ({ canvasElement }) => {
    const region = panel(canvasElement);
    await expect(region).toHaveTextContent('StatusUnpaid');
    await expect(region).not.toHaveTextContent('Due now');
    await expect(within(region).queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

/** A cash order's advance paid: the rest is collected at the door. */
export const AdvancePaid: Story = {
  args: { payment: { ...pending, method: 'cod', status: 'partially_paid', due_now: 0, paid: 3_176, expires_at: null } },
};

/** Back from the gateway and confirmed. */
export const ReturnedPaid: Story = {
  args: {
    returned: 'success',
    payment: {
      ...pending,
      method: 'bkash',
      status: 'paid',
      due_now: 0,
      paid: 30_770,
      redirect_url: null,
      expires_at: null,
    },
  },
  play: async ({ canvasElement }) => {
    const banner = within(panel(canvasElement)).getByRole('status');
    await expect(banner).toHaveTextContent('Payment received');
    await expect(banner).toHaveTextContent('Thank you: BDT 30,770 reached us.');
  },
};

/** Back with success but the gateway has not confirmed it to the store yet: the page reads it again. */
export const ReturnedConfirming: Story = {
  args: { returned: 'success', confirming: true },
  play: async ({ canvasElement }) => {
    const banner = within(panel(canvasElement)).getByRole('status');
    await expect(banner).toHaveTextContent('We are confirming your payment');
    await expect(within(banner).queryByRole('button', { name: 'Check again' })).toBeNull();
  },
};

/** The page stopped reading again: the buyer can ask once more. */
export const ReturnedStillConfirming: Story = {
  args: { returned: 'success', confirming: false },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(panel(canvasElement)).getByRole('button', { name: 'Check again' }));
    await expect(args.onRecheck).toHaveBeenCalledTimes(1);
  },
};

/** Back from a declined card: nothing taken, Pay now until the hold ends. */
export const ReturnedFailed: Story = {
  args: { returned: 'failed', payment: { ...pending, status: 'failed' } },
  play: async ({ canvasElement }) => {
    const alert = within(panel(canvasElement)).getByRole('alert');
    await expect(alert).toHaveTextContent('The payment did not go through');
    await expect(alert).toHaveTextContent(
      'Nothing was taken. You can pay now until 28 Nov 2026, 14:30 (Asia/Dhaka time); after that the order is cancelled.',
    );
    await expect(within(panel(canvasElement)).getByRole('button', { name: 'Pay now' })).toBeEnabled();
  },
};

export const ReturnedCancelled: Story = {
  args: { returned: 'cancelled' },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).getByRole('alert')).toHaveTextContent('You cancelled the payment');
  },
};

/** The hold ended before the payment: no Pay now, the order was cancelled. */
export const Expired: Story = {
  args: { returned: 'cancelled', payment: { ...pending, status: 'expired', redirect_url: null }, now: NOW + 3_600_000 },
  play: async ({ canvasElement }) => {
    const region = panel(canvasElement);
    await expect(region).toHaveTextContent('StatusPayment expired');
    await expect(region).not.toHaveTextContent('Hold ends at');
    await expect(within(region).queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

/** A failed payment whose hold is over (the sweeper has not come by yet): no Pay now either. */
export const FailedPastHold: Story = {
  args: { payment: { ...pending, status: 'failed' }, now: NOW + 3_600_000 },
  play: async ({ canvasElement }) => {
    await expect(within(panel(canvasElement)).queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

/** Paid on invoice (requirements §20.8): nothing due now, the day the company pays by. */
export const PayOnInvoice: Story = {
  args: {
    payment: {
      ...pending,
      method: 'invoice',
      status: 'unpaid',
      due_now: 0,
      redirect_url: null,
      expires_at: null,
      due_on: '2026-12-28',
    },
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement).getByRole('region', { name: 'Payment' });
    await expect(panel).toHaveTextContent('Pay on invoice');
    await expect(panel).toHaveTextContent('Due by28 Dec 2026');
    await expect(within(panel).queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

export const InReview: Story = { args: { payment: { ...pending, status: 'review', due_now: 0, paid: 30_000 } } };

export const Refunded: Story = {
  args: {
    payment: {
      ...pending,
      method: 'bkash',
      status: 'refunded',
      due_now: 0,
      paid: 30_770,
      refunded: 30_770,
      expires_at: null,
    },
  },
};

export const InBangla: Story = {
  args: { returned: 'failed', payment: { ...pending, status: 'failed' } },
  globals: { locale: 'bn' },
};

export const PhoneInBangla: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  args: { returned: 'success', confirming: true, payment: { ...pending, method: 'cod', due_now: 1_23_587 } },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
};
