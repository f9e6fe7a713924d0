import { canTransition, orderStatuses, type Order, type OrderList, type OrderStatus } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as ManageOrders } from './ManageOrders.tsx';
import { sampleOrders } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Manage All Orders',
  render: () => (
    <PageHarness
      Page={ManageOrders}
      route="/dashboard/manage-orders"
      path="/dashboard/manage-orders"
      dashboard="admin"
      auth={admin}
      showAddress
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const requests: string[] = [];
/** The ids each bulk move was sent for. */
const bulkSent: string[][] = [];

/** A stand-in for GET /api/orders (status, text, cursor) and the moves, over `all`. */
function orderServer(all: Order[]) {
  let orders = [...all];
  const move = (id: string, status: OrderStatus) => {
    orders = orders.map((o) => (o._id === id ? { ...o, status } : o));
  };
  return [
    http.get('/api/orders', ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query.toString());
      const q = (query.get('q') ?? '').toLowerCase();
      const matching = orders.filter((o) => !q || `${o.number} ${o.userName} ${o.itemName}`.toLowerCase().includes(q));
      const status = query.get('status');
      const payment = query.get('payment_status');
      const shown = matching.filter(
        (o) =>
          (!status || o.status === status) &&
          (!payment || (o as Order & { payment_status?: string }).payment_status === payment),
      );
      const limit = Number(query.get('limit') ?? 20);
      const from = Number(query.get('cursor') ?? 0);
      const page: OrderList = {
        orders: shown.slice(from, from + limit),
        total: shown.length,
        nextCursor: from + limit < shown.length ? String(from + limit) : null,
        counts: Object.fromEntries(
          orderStatuses.map((s) => [s, matching.filter((o) => o.status === s).length]),
        ) as OrderList['counts'],
      };
      return HttpResponse.json(page);
    }),
    http.post('/api/order/:id/status', async ({ params, request }) => {
      const { status } = (await request.json()) as { status: OrderStatus };
      move(String(params.id), status);
      return HttpResponse.json(orders.find((o) => o._id === params.id));
    }),
    http.post('/api/order/status', async ({ request }) => {
      const { ids, status } = (await request.json()) as { ids: string[]; status: OrderStatus };
      bulkSent.push(ids);
      const results = ids.map((id) => {
        const order = orders.find((o) => o._id === id);
        if (!order || !canTransition(order.status, status))
          return { _id: id, ok: false, message: 'This order cannot be moved now' };
        move(id, status);
        return { _id: id, ok: true, status };
      });
      return HttpResponse.json({ results });
    }),
  ];
}

/** Tabs with counts, then one order confirmed from its row: the toast, and the tab counts follow. */
export const Default: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...orderServer(sampleOrders(5, orderStatuses)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Manage All Orders: 5' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: /^Placed/ })).toHaveTextContent('Placed1');
    // Times in the store's zone, as the CSV export writes them (10:00 UTC is 16:00 in Dhaka), and it says so.
    await expect(canvas.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('15 Jan 2026, 16:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm order CC-000041' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm order CC-000041?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('Order CC-000041 is confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('tab', { name: /^Confirmed/ })).toHaveTextContent('Confirmed2'));
  },
};

/** The status tab and the search go into the address; the list asks the server for exactly that. */
export const FiltersInTheAddress: Story = {
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Manage All Orders: 5' });
    await userEvent.click(canvas.getByRole('tab', { name: /^Shipped/ }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/dashboard/manage-orders?status=shipped',
      ),
    );
    await expect(await canvas.findByRole('heading', { name: 'Manage All Orders: 1' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search orders' }), 'motherboard');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/dashboard/manage-orders?status=shipped&q=motherboard',
      ),
    );
    await waitFor(() => expect(requests.at(-1)).toBe('status=shipped&q=motherboard&limit=10'));
    // The days offered are the ones the server takes (shared FIRST_STORE_DAY, LAST_STORE_DAY).
    await expect(canvas.getByLabelText('From')).toHaveAttribute('min', '2000-01-01');
    await expect(canvas.getByLabelText('To')).toHaveAttribute('max', '2100-12-31');
  },
};

/** Choose two placed orders and confirm them at once: the bar counts them, the toast reports. */
export const BulkConfirm: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...orderServer(sampleOrders(4)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Manage All Orders: 4' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order CC-000041' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order CC-000043' }));
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('2 orders selected')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Confirm selected' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm 2 orders?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await expect(await screen.findByText('2 orders are confirmed.')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Bulk actions' })).toBeNull());
  },
};

/**
 * Placed, confirmed and delivered orders chosen: both moves are offered, and Ship says first that it
 * ships the one confirmed order and leaves the other two; only that one is sent.
 */
export const BulkShipSome: Story = {
  beforeEach({ msw }) {
    bulkSent.length = 0;
    msw.use(...orderServer(sampleOrders(5, orderStatuses)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Manage All Orders: 5' });
    for (const number of ['CC-000041', 'CC-000042', 'CC-000044'])
      await userEvent.click(canvas.getByRole('checkbox', { name: `Select order ${number}` }));
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByText('3 orders selected')).toBeInTheDocument();
    await expect(bar.getByRole('button', { name: 'Confirm selected' })).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Ship selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship 1 of 3 selected orders?' });
    await expect(dialog).toHaveAccessibleDescription(
      '2 are not confirmed and stay as they are. 1 will be shipped, and the customer emailed.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await expect(await screen.findByText('1 order is shipped.')).toBeInTheDocument();
    await expect(bulkSent).toEqual([['order-2']]);
    await waitFor(() => expect(canvas.getByRole('tab', { name: /^Shipped/ })).toHaveTextContent('Shipped2'));
  },
};

/** Only placed orders chosen: Ship selected is not offered, as it would ship none. */
export const BulkOnlyPlaced: Story = {
  beforeEach: BulkShipSome.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Manage All Orders: 5' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select order CC-000041' }));
    const bar = within(canvas.getByRole('region', { name: 'Bulk actions' }));
    await expect(bar.getByRole('button', { name: 'Confirm selected' })).toBeInTheDocument();
    await expect(bar.queryByRole('button', { name: 'Ship selected' })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ManyPages: Story = {
  beforeEach({ msw }) {
    msw.use(...orderServer(sampleOrders(25, orderStatuses)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Showing 10 of 25 orders')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(await canvas.findByText('Showing 20 of 25 orders')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/orders', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The orders in Bangla: the search, the days, the export. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('সময় Asia/Dhaka অনুযায়ী')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'অর্ডার খুঁজুন' })).toHaveAttribute(
      'placeholder',
      'নম্বর, কাস্টমার বা পণ্য',
    );
    await expect(canvas.getByLabelText('থেকে')).toHaveAttribute('type', 'date');
    await expect(canvas.getByLabelText('পর্যন্ত')).toHaveAttribute('type', 'date');
    await expect(canvas.getByRole('button', { name: 'CSV ডাউনলোড করুন' })).toBeEnabled();
    await expect(document.title).toBe('সব অর্ডার ম্যানেজ করুন | Computer Club Manufacturers Ltd');
  },
};

/** Orders as the server answers them once payments land (issue 33): each with its payment's status. */
const paidOrders = sampleOrders(5, orderStatuses).map((order, i) => ({
  ...order,
  payment_status: (['unpaid', 'paid', 'partially_paid', 'paid', 'refunded'] as const)[i],
}));

/** The payment status filter: in the address, asked of the server, each row's payment under its status. */
export const PaymentStatusFilter: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(...orderServer(paidOrders));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Manage All Orders: 5' });
    await userEvent.selectOptions(canvas.getByLabelText('Payment status'), 'Paid');
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/dashboard/manage-orders?payment_status=paid',
      ),
    );
    await expect(await canvas.findByRole('heading', { name: 'Manage All Orders: 2' })).toBeInTheDocument();
    await expect(requests.at(-1)).toBe('payment_status=paid&limit=10');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent(/Payment:\s*Paid/);
  },
};
