import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { samplePayments } from '../../../../support/paymentFixtures.ts';
import { expectFits, storyFrame } from '../../../../support/fitStoryHelpers.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../../support/tableStoryHelpers.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';

const meta = {
  title: 'Domain/Payments/Admin/PaymentsTable',
  component: PaymentsTable,
  tags: ['autodocs'],
  args: {
    payments: samplePayments,
    total: samplePayments.length,
    onRetry: fn(),
    onOpenTrail: fn(),
    purchaseHref: (id) => `/dashboard/purchases/${id}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          "Payments (admin, issue 33; requirements §18): every purchase's payment, last changed first: its purchase (linked to the purchase's page, where cash and refunds are recorded), customer, method, status, the amount due online or the advance, paid, refunded and when it last changed. A row's events button opens its trail. Pages under the table; an empty state that says whether filters hide everything.",
      },
    },
  },
} satisfies Meta<typeof PaymentsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payments: 5' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Purchase',
      'Customer',
      'Status and method',
      'Amount',
      'Paid and refunded',
      'Trail',
    ]);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(within(rows[0]!).getByRole('link', { name: 'CP-000051' })).toHaveAttribute(
      'href',
      '/dashboard/purchases/66f0c1a2b3c4d5e6f7a8b9d1',
    );
    await expect(rows[0]).toHaveTextContent('Card / mobile banking (SSLCommerz)');
    await expect(rows[0]).toHaveTextContent('BDT 48,650');
    await expect(rows[0]).toHaveTextContent('Updated 26 Nov 2026');
    await expect(rows[1]).toHaveTextContent('In review');
    await expect(rows[2]).toHaveTextContent('Cash on delivery');
    await expect(rows[2]).toHaveTextContent('Partially paid');
    await expect(rows[3]).toHaveTextContent('BDT 9,850.5 refunded');
    await userEvent.click(canvas.getByRole('button', { name: '3 events in the trail of CP-000050' }));
    await expect(args.onOpenTrail).toHaveBeenCalledWith(samplePayments[1]);
  },
};

/** More than one page: the pages under the table, the heading counting every payment. */
export const Paged: Story = {
  args: { total: 87, page: 2, pageCount: 5, onPageChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Payments: 87' })).toBeInTheDocument();
    const pages = canvas.getByRole('navigation', { name: 'Pages of payments' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('26 Nov 2026, 14:05');
  },
};

export const Empty: Story = {
  args: { payments: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payments yet')).toBeVisible();
  },
};

export const NothingMatches: Story = {
  args: { payments: [], total: 0, isFiltered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No payment matches these filters')).toBeVisible();
  },
};

export const Loading: Story = { args: { payments: [], total: 0, isLoading: true } };

export const ServerError: Story = {
  args: { payments: [], total: 0, error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Payments', args.onRetry),
};

export const LongText: Story = {
  args: {
    payments: [
      {
        ...samplePayments[0]!,
        user: 'procurement.department.head.chattogram.branch@bangladesh-engineering-works.example.com',
        amount: 98_76_543.21,
        paid: 98_76_543.21,
      },
      ...samplePayments.slice(1),
    ],
  },
};

/**
 * As wide as the dashboard's main column beside the sidebar at 1280 px: long values wrap, and every
 * column stays in view (the table never scrolls sideways).
 */
export const BesideTheSidebar: Story = {
  args: LongText.args,
  decorators: [
    (Story) => (
      <div data-story-frame="" className="max-w-[840px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: '4 events in the trail of CP-000051' }),
    ).toBeVisible();
    await expectFits(storyFrame(canvasElement));
  },
};

export const Phone: Story = { tags: ['mobile'], decorators: [phoneFrame] };

/** In Bangla: headings, methods and statuses, and the amounts in Bangla digits. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^পেমেন্ট: / })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('৪৮,৬৫০');
    await expect(canvas.getAllByRole('row')[3]).toHaveTextContent('ক্যাশ অন ডেলিভারি');
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'], decorators: [phoneFrame] };
