import { orderStatuses } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longTextItem, sampleOrders, unbroken } from '../../support/fixtures.ts';
import { expectEmailsUnbroken } from '../../support/emailStoryHelpers.ts';
import { expectFits, storyFrame } from '../../support/fitStoryHelpers.ts';
import { AllOrdersTable } from './AllOrdersTable.tsx';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../support/tableStoryHelpers.tsx';

const orders = sampleOrders(5, orderStatuses);

const meta = {
  title: 'Domain/AllOrdersTable',
  component: AllOrdersTable,
  tags: ['autodocs'],
  args: {
    orders,
    onRetry: fn(),
    onTransition: fn(),
    orderHref: (order) => `/dashboard/orders/${order._id}`,
  },
  parameters: {
    docs: {
      description: {
        component:
          'Manage All Orders (admin, requirements §13.6): every order, newest first, with its number (to its page), date, its purchase number (to `purchaseHref`) when it has one, customer, item with its quantity, total and status; `total` is the heading count. With `onTransition`, each row offers the moves its status allows (shared `orderTransitions`); with `selected` and `onSelectedChange`, a checkbox per row (and one for all shown) for the bulk actions. Loading, error and empty states included.',
      },
    },
  },
} satisfies Meta<typeof AllOrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage All Orders: 5' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Order',
      'Customer',
      'Item',
      'Total',
      'Status',
      'Actions',
    ]);
    await expect(canvas.getByRole('link', { name: 'CC-000041' })).toHaveAttribute('href', '/dashboard/orders/order-1');
    // The quantity reads under the item's name.
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Ryzen 7 Processor15 units');
  },
};

/** Each row offers what its status allows: placed and confirmed can be cancelled, delivered and cancelled nothing. */
export const MovesByStatus: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByRole('row').slice(1);
    const offered = rows.map((row) =>
      within(row)
        .queryAllByRole('button')
        .map((b) => b.textContent),
    );
    await expect(offered).toEqual([['Confirm', 'Cancel order'], ['Ship', 'Cancel order'], ['Mark delivered'], [], []]);
    await userEvent.click(canvas.getByRole('button', { name: 'Ship order CC-000042' }));
    await expect(args.onTransition).toHaveBeenCalledWith(orders[1], 'shipped');
  },
};

/** The rows as the bulk actions choose them: one by one, or every row shown at once. */
function Selectable() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  return (
    <div className="flex flex-col gap-2">
      <p role="status">{selected.size} chosen</p>
      <AllOrdersTable orders={orders} selected={selected} onSelectedChange={setSelected} />
    </div>
  );
}

export const Selection: Story = {
  render: () => <Selectable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order CC-000042' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('1 chosen');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every order shown' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('5 chosen');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select every order shown' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('0 chosen');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** More orders than shown: the heading counts every match. */
export const FirstOfMany: Story = {
  args: { orders: sampleOrders(10, orderStatuses), total: 23 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Manage All Orders: 23' })).toBeInTheDocument();
  },
};

/**
 * As Manage All Orders shows them: in the store's zone (STORE_TIME_ZONE), as the CSV export writes
 * them, and saying so. 10:00 UTC is 16:00 in Dhaka, whatever the browser's own zone.
 */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('15 Jan 2026, 16:00');
  },
};

export const Empty: Story = { args: { orders: [] } };
export const Loading: Story = { args: { orders: [], isLoading: true } };
export const ServerError: Story = {
  args: { orders: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Manage All Orders', args.onRetry),
};
export const ManyRows: Story = { args: { orders: sampleOrders(10, orderStatuses) } };

/** Orders of one checkout show their purchase's number, linked to its page (where they move together). */
export const PartOfAPurchase: Story = {
  args: {
    orders: orders.map((order, i) =>
      i < 3 ? { ...order, purchase: 'purchase-7', purchaseNumber: 'CP-000007' } : { ...order, purchase: null },
    ),
    purchaseHref: (id) => `/dashboard/purchases/${id}`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: 'Purchase CP-000007' });
    await expect(links).toHaveLength(3);
    for (const link of links) await expect(link).toHaveAttribute('href', '/dashboard/purchases/purchase-7');
    const lastRow = canvas.getAllByRole('row').at(-1)!;
    await expect(within(lastRow).queryByText(/^Purchase /)).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    orders: [
      {
        ...orders[0]!,
        _id: 'order-long',
        itemName: longTextItem.name,
        user: 'procurement.department.head@example.com',
      },
      { ...orders[1]!, _id: 'order-shopper', user: 'shopper66915@test.com' },
      ...orders.slice(2),
    ],
  },
  play: async ({ canvasElement }) => {
    await expectEmailsUnbroken(canvasElement);
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
};

/** A name, an email and an item typed without spaces wrap anywhere. */
const unbrokenOrders = [
  { ...orders[0]!, _id: 'order-unbroken', userName: unbroken.customer, user: unbroken.email, itemName: unbroken.item },
  ...orders.slice(1),
];

/**
 * As wide as the dashboard's main column beside the sidebar at 1280 px: long values wrap, and every
 * row's actions stay in view (the table never scrolls sideways).
 */
export const UnbrokenValues: Story = {
  args: { orders: unbrokenOrders, selected: new Set<string>(), onSelectedChange: fn() },
  decorators: [
    (Story) => (
      <div data-story-frame="" className="max-w-[840px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirm order CC-000041' })).toBeVisible();
    await expectFits(storyFrame(canvasElement));
  },
};

export const UnbrokenValuesPhone: Story = {
  args: { orders: unbrokenOrders },
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

/** In Bangla: the headings, the units under the item, and each move's name for assistive technology. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { selected: new Set<string>(), onSelectedChange: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'সব অর্ডার ম্যানেজ করুন: ৫' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'অর্ডার',
      'কাস্টমার',
      'পণ্য',
      'মোট',
      'অবস্থা',
      'অ্যাকশন',
    ]);
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Ryzen 7 Processor১৫ ইউনিট');
    await expect(canvas.getByRole('checkbox', { name: 'অর্ডার CC-000041 বাছাই করুন' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'], decorators: [phoneFrame] };

/** Orders with their payment's status (issue 33), under the order's status. */
const paidOrders = orders.map((order, i) => ({
  ...order,
  payment_status: (['unpaid', 'paid', 'partially_paid', 'review', 'refunded'] as const)[i % 5],
}));

/**
 * With payments, at the dashboard's main column beside the sidebar at 1280 px: each payment's status
 * under its order's, and every row's actions still in view.
 */
export const WithPaymentStatus: Story = {
  args: { orders: paidOrders, selected: new Set<string>(), onSelectedChange: fn() },
  decorators: [
    (Story) => (
      <div data-story-frame="" className="max-w-[840px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      '',
      'Order',
      'Customer',
      'Item',
      'Total',
      'Status',
      'Actions',
    ]);
    const rows = canvas.getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent(/Payment:\s*Unpaid/);
    await expect(rows[3]).toHaveTextContent('In review');
    await expect(canvas.getByRole('button', { name: 'Confirm order CC-000041' })).toBeVisible();
    await expectFits(storyFrame(canvasElement));
  },
};

export const WithPaymentStatusBanglaPhone: Story = {
  args: { orders: paidOrders },
  globals: { locale: 'bn' },
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('row')[1]).toHaveTextContent('বাকি');
    await expectFits(storyFrame(canvasElement));
  },
};
