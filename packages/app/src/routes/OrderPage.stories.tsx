import type { OrderDetail, OrderNotice } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as OrderPage } from './OrderPage.tsx';
import { sampleOrderDetail } from '@storefront/ui/stories';

const path = `/dashboard/orders/${sampleOrderDetail._id}`;

const meta = {
  title: 'Pages/Dashboard/Order',
  render: () => <PageHarness Page={OrderPage} route="/dashboard/orders/:orderId" path={path} dashboard="customer" />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const notices: OrderNotice[] = [
  {
    _id: 'n1',
    template: 'placed',
    to: sampleOrderDetail.user,
    subject: `Your order ${sampleOrderDetail.number} is placed`,
    status: 'sent',
    attempts: 1,
    lastError: null,
    createdAt: '2026-01-15T10:00:00.000Z',
    sentAt: '2026-01-15T10:00:02.000Z',
  },
];

/** A stand-in server for one order: its page, an administrator's moves and its emails. */
function orderServer(start: OrderDetail, { isAdmin = false } = {}) {
  let order = { ...start };
  return [
    http.get('/api/admin/:email', () => HttpResponse.json({ admin: isAdmin })),
    http.get('/api/order/:id', () => HttpResponse.json(order)),
    http.get('/api/order/:id/notices', () => HttpResponse.json(notices)),
    http.post('/api/order/:id/status', async ({ request }) => {
      const { status, note } = (await request.json()) as { status: OrderDetail['status']; note?: string };
      order = {
        ...order,
        status,
        events: [
          ...order.events,
          {
            _id: `e${order.events.length + 1}`,
            from: order.status,
            to: status,
            by: 'admin@computerclub.test',
            note: note ?? null,
            createdAt: '2026-01-18T08:00:00.000Z',
          },
        ],
      };
      return HttpResponse.json(order);
    }),
  ];
}

/** The customer's view: summary, timeline, Reorder (one way to order it again) and the invoice; no moves, no emails. */
export const Customer: Story = {
  beforeEach({ msw }) {
    msw.use(...orderServer(sampleOrderDetail));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Order ${sampleOrderDetail.number}` })).toBeInTheDocument();
    const timeline = within(canvas.getByRole('list', { name: 'Order timeline' }));
    await expect(timeline.getAllByRole('listitem')).toHaveLength(3);
    // requirements §13.4, §14.6: Reorder puts the order's line in the cart; no second "Order again".
    await expect(canvas.getByRole('button', { name: 'Reorder' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Order again' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Invoice' })).toHaveAttribute('href', `${path}/invoice`);
    // An order from before tax invoices has none to link to.
    await expect(canvas.queryByRole('link', { name: 'Tax invoice' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: /^Emails/ })).toBeNull();
    // A customer reads times in their own zone (the browser's), with nothing said of zones.
    await expect(canvasElement).not.toHaveTextContent('Asia/Dhaka');
  },
};

/** A one-item order with its own tax invoice (requirements §17.7): linked beside its invoice. */
export const WithTaxInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(...orderServer({ ...sampleOrderDetail, tax_invoice: { number: 'TI-2526-000043' } }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      `${path}/tax-invoice`,
    );
  },
};

/** An order of a purchase: its invoice is the purchase's one (requirements §13.5), beside the way to the purchase. */
export const OfAPurchase: Story = {
  beforeEach({ msw }) {
    msw.use(...orderServer({ ...sampleOrderDetail, purchase: 'purchase-1' }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: `Order ${sampleOrderDetail.number}` })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      '/dashboard/purchases/purchase-1/invoice',
    );
    await expect(canvas.getByRole('link', { name: 'Its purchase' })).toHaveAttribute(
      'href',
      '/dashboard/purchases/purchase-1',
    );
  },
};

/** An administrator marks the shipped order delivered: the timeline grows; the emails are listed. */
export const Administrator: Story = {
  beforeEach({ msw }) {
    msw.use(...orderServer(sampleOrderDetail, { isAdmin: true }));
  },
  render: () => (
    <PageHarness Page={OrderPage} route="/dashboard/orders/:orderId" path={path} dashboard="admin" auth={admin} />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Emails: 1' })).toBeInTheDocument();
    // The store's zone, as Manage All Orders and the CSV export (10:00 UTC is 16:00 in Dhaka), saying so.
    await expect(canvasElement).toHaveTextContent('Placed15 Jan 2026, 16:00 (Asia/Dhaka time)');
    await expect(canvas.getAllByText('Times in Asia/Dhaka')).toHaveLength(2);
    await expect(
      within(canvas.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('15 Jan 2026, 16:00');
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark delivered' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: `Mark order ${sampleOrderDetail.number} delivered?` }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    await expect(await screen.findByText(`Order ${sampleOrderDetail.number} is delivered.`)).toBeInTheDocument();
    // Once the dialog has closed (until then the page behind it is hidden from the tree).
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: 'Order timeline' })).getAllByRole('listitem')).toHaveLength(4),
    );
    await expect(canvas.queryByRole('button', { name: 'Mark delivered' })).toBeNull();
  },
};

/** Someone else's order (403) or none (404): the not-found message, nothing of it shown. */
export const NotYours: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/order/:id', () =>
        HttpResponse.json({ message: 'You can only see your own orders' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /cannot be found/ })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/order/:id', () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The order could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The customer's view in Bangla: the page's own buttons and the timeline's heading. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Customer.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'টাইমলাইন' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'আবার অর্ডার করুন' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'ইনভয়েস' })).toHaveAttribute('href', `${path}/invoice`);
    await expect(document.title).toBe(`অর্ডার ${sampleOrderDetail.number} | Computer Club Manufacturers Ltd`);
  },
};
