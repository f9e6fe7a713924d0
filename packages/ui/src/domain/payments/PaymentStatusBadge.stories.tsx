import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { paymentStatuses } from './contract.ts';
import { PaymentStatusBadge, type PaymentStatusBadgeProps } from './PaymentStatusBadge.tsx';

const meta = {
  title: 'Payments/PaymentStatusBadge',
  component: PaymentStatusBadge,
  tags: ['autodocs'],
  args: { status: 'pending' },
  parameters: {
    docs: {
      description: {
        component:
          "A payment's status (requirements §18): unpaid (cash to collect), pending, advance paid, paid, failed, expired, in review or refunded, each with a colour by its meaning, an icon and always its word. The shopper's screens say the full words (`Payment pending`); the administrator's tables, panel and trail the short ones (`labels: 'short'`: `Pending`), Manage All Orders' status cell smaller still (`size: 'compact'`).",
      },
    },
  },
} satisfies Meta<typeof PaymentStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const fullWords = [
  'Unpaid',
  'Payment pending',
  'Advance paid',
  'Paid',
  'Payment failed',
  'Payment expired',
  'Payment in review',
  'Refunded',
];
const shortWords = ['Unpaid', 'Pending', 'Partially paid', 'Paid', 'Failed', 'Expired', 'In review', 'Refunded'];
const fullWordsBangla = [
  'পেমেন্ট বাকি',
  'পেমেন্ট অপেক্ষমাণ',
  'অগ্রিম পরিশোধিত',
  'পরিশোধিত',
  'পেমেন্ট ব্যর্থ',
  'পেমেন্টের সময় শেষ',
  'পেমেন্ট যাচাইয়ে আছে',
  'টাকা ফেরত দেওয়া হয়েছে',
];
const shortWordsBangla = [
  'পেমেন্ট বাকি',
  'অপেক্ষমাণ',
  'আংশিক পরিশোধিত',
  'পরিশোধিত',
  'ব্যর্থ',
  'মেয়াদ শেষ',
  'যাচাইয়ের অপেক্ষায়',
  'টাকা ফেরত দেওয়া হয়েছে',
];

/** Every status in one label set and size, in `paymentStatuses`' order. */
const everyStatus = (props: Omit<PaymentStatusBadgeProps, 'status'>) => (
  <div data-story-frame="" className="flex flex-wrap gap-3">
    {paymentStatuses.map((status) => (
      <PaymentStatusBadge key={status} status={status} {...props} />
    ))}
  </div>
);

/** The badges' words, each with its icon (hidden from readers) and nothing else. */
async function expectWords(canvasElement: HTMLElement, words: string[]) {
  const badges = [...storyFrame(canvasElement).children];
  await expect(badges.map((badge) => badge.textContent)).toEqual(words);
  for (const badge of badges) await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
}

export const Pending: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Payment pending')).toBeVisible();
  },
};
export const Paid: Story = { args: { status: 'paid' } };
export const PendingShort: Story = {
  args: { labels: 'short' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pending')).toBeVisible();
  },
};
export const PartiallyPaidCompact: Story = {
  args: { status: 'partially_paid', labels: 'short', size: 'compact' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Partially paid');
    // Smaller than the default: a table's cell beside the order's own status.
    await expect(badge).toHaveClass('text-caption');
  },
};

export const EveryStatus: Story = {
  render: () => everyStatus({}),
  play: async ({ canvasElement }) => expectWords(canvasElement, fullWords),
};

export const EveryStatusShort: Story = {
  render: () => everyStatus({ labels: 'short' }),
  play: async ({ canvasElement }) => expectWords(canvasElement, shortWords),
};

export const EveryStatusCompact: Story = {
  render: () => everyStatus({ labels: 'short', size: 'compact' }),
  play: async ({ canvasElement }) => expectWords(canvasElement, shortWords),
};

export const EveryStatusInBangla: Story = {
  ...EveryStatus,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => expectWords(canvasElement, fullWordsBangla),
};

export const EveryStatusShortInBangla: Story = {
  ...EveryStatusShort,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => expectWords(canvasElement, shortWordsBangla),
};

/** The longest Bangla words wrap inside a phone's width instead of widening it. */
export const EveryStatusInBanglaPhone: Story = {
  render: () => everyStatus({}),
  globals: { locale: 'bn' },
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('টাকা ফেরত দেওয়া হয়েছে')).toBeVisible();
    await expectFits(storyFrame(canvasElement));
  },
};
