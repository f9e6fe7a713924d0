import type { Purchase } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { admin, PageHarness } from '../../support/PageHarness.tsx';
import { Component as PurchasePlaced } from './PurchasePlaced.tsx';
import { watchPayments } from '../../support/payments.ts';
import { browser } from '../payments/payments.ts';
import {
  inPhoneWindow,
  paymentOf,
  purchaseWithStatuses,
  samplePayment,
  samplePurchase,
  sampleTrail,
} from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Purchase Placed',
  render: () => (
    <PageHarness
      Page={PurchasePlaced}
      route="/dashboard/purchases/:purchaseId"
      path={`/dashboard/purchases/${samplePurchase._id}`}
      dashboard="customer"
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** After checkout: the purchase number and its orders, one per line. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/purchases/:id', () => HttpResponse.json(samplePurchase)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    await expect(canvas.getByText('CP-000007', { selector: 'strong' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('main')).getByRole('link', { name: 'My Orders' })).toHaveAttribute(
      'href',
      '/dashboard/my-orders',
    );
    // One checkout, one invoice (requirements §13.5).
    await expect(canvas.getByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      `/dashboard/purchases/${samplePurchase._id}/invoice`,
    );
  },
};

/** A purchase with its tax invoice (requirements §17): the way to it beside its invoice. */
export const WithTaxInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json({ ...samplePurchase, tax_invoice: { number: 'TI-2526-000042' } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      `/dashboard/purchases/${samplePurchase._id}/tax-invoice`,
    );
  },
};

/** The buyer cancelled one of the three: struck through, and the total (the server's) leaves it out. */
export const OneCancelled: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () => HttpResponse.json(purchaseWithStatuses(['placed', 'cancelled', 'placed']))),
    );
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'The orders of purchase CP-000007' });
    await expect(table).toHaveTextContent(/Total, cancelled orders left out\s*BDT 97,500/);
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () => HttpResponse.json({ message: 'Purchase not found' }, { status: 404 })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Purchase not found')).toBeVisible();
  },
};

/**
 * An administrator's view (from Manage All Orders): whose purchase it is, the way back to its
 * orders in Manage All Orders, and the moves of all its orders at once.
 */
export const Administrator: Story = {
  render: () => (
    <PageHarness
      Page={PurchasePlaced}
      route="/dashboard/purchases/:purchaseId"
      path={`/dashboard/purchases/${samplePurchase._id}`}
      dashboard="admin"
      auth={admin}
    />
  ),
  beforeEach({ msw }) {
    let purchase: Purchase = samplePurchase;
    msw.use(
      http.get('/api/admin/:email', () => HttpResponse.json({ admin: true })),
      http.get('/api/purchases/:id', () => HttpResponse.json(purchase)),
      http.post('/api/purchases/:id/status', async ({ request }) => {
        const { status } = (await request.json()) as { status: 'confirmed' };
        const moving = purchase.orders.filter((o) => o.status === 'placed');
        purchase = { ...purchase, orders: purchase.orders.map((o) => ({ ...o, status })) };
        return HttpResponse.json(moving.map((o) => ({ ...o, status })));
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "A customer's purchase" })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Purchase CP-000007' })).toBeInTheDocument();
    // The store's zone, saying so (10:00 UTC is 16:00 in Dhaka).
    await expect(canvasElement).toHaveTextContent('Placed 15 Jan 2026, 16:00 (Asia/Dhaka time)');
    await expect(canvas.getByText(/^3 orders by/)).toHaveTextContent(
      "3 orders by rahim@example.com: confirm, ship and deliver them together here, or one at a time from each order's page.",
    );
    await expect(canvas.getByRole('link', { name: 'In Manage All Orders' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders?q=CP-000007',
    );
    await expect(canvas.queryByRole('link', { name: 'Continue shopping' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm all' }));
    await expect(await screen.findByText('Every order of CP-000007 is confirmed')).toBeInTheDocument();
    // Read again: nothing is left to confirm, everything to ship.
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Confirm all' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Ship all' })).toBeInTheDocument();
  },
};

/** The purchase's page opened at `search` (the gateway's way back says `?payment=`). */
const openedWith = (search: string) => () => (
  <PageHarness
    Page={PurchasePlaced}
    route="/dashboard/purchases/:purchaseId"
    path={`/dashboard/purchases/${samplePurchase._id}${search}`}
    dashboard="customer"
  />
);

/** A hold that has not ended (a fixed time, for the pictures): Pay now is offered. */
const holdEnds = () => '2030-01-15T10:30:00.000Z';
const RETRY_AT = 'https://sandbox.example/gwprocess/v4/pay/again';
/** What the sample purchase owes, all of it online. */
const owed = { due_now: samplePurchase.total };
const settled = { due_now: 0, paid: samplePurchase.total, redirect_url: null, expires_at: null };

/**
 * A card payment waiting (requirements §18): the payment panel with what is due now, and Pay now
 * opening the gateway again (POST /api/purchases/{id}/pay) and going there.
 */
export const PaymentPending: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json({ ...samplePurchase, payment: samplePayment({ ...owed, expires_at: holdEnds() }) }),
      ),
      http.post('/api/purchases/:id/pay', () => HttpResponse.json({ redirect_url: RETRY_AT })),
    );
    return watchPayments();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Payment' });
    await expect(panel).toHaveTextContent('StatusPayment pending');
    await expect(panel).toHaveTextContent('Due nowBDT 1,42,500');
    await expect(panel).toHaveTextContent(/Hold ends at.*\(Asia\/Dhaka time\)/);
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(browser.assign).toHaveBeenCalledWith(RETRY_AT));
  },
};

/**
 * A company buyer's purchase above their order limit (requirements §20.4): the approval banner,
 * and no payment panel (nothing is paid before an approver approves it).
 */
export const AwaitingApproval: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json({
          ...samplePurchase,
          payment: samplePayment({ due_now: 0, expires_at: null }),
          approval: {
            status: 'awaiting',
            decided_by: null,
            decided_at: null,
            note: null,
            expires_at: '2026-03-13T09:30:00.000Z',
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Awaiting your company's approval/)).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Payment' })).toBeNull();
  },
};

/**
 * Back from the gateway with success before the store has its confirmation: "We are confirming
 * your payment" while the page reads the purchase again, then "Payment received".
 */
export const ReturnedConfirmed: Story = {
  render: openedWith('?payment=success'),
  beforeEach({ msw }) {
    let reads = 0;
    msw.use(
      http.get('/api/purchases/:id', () => {
        reads += 1;
        const payment =
          reads < 2
            ? samplePayment({ ...owed, method: 'bkash', expires_at: holdEnds() })
            : samplePayment({ ...settled, method: 'bkash', status: 'paid' });
        return HttpResponse.json({ ...samplePurchase, payment });
      }),
    );
    return watchPayments();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Payment' });
    await expect(within(panel).getByRole('status')).toHaveTextContent('We are confirming your payment');
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Payment received'));
    await expect(panel).toHaveTextContent('StatusPaid');
    await expect(within(panel).queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

/** Back from a declined card: it says so; Pay now, refused because the hold just ended, says why in a toast. */
export const ReturnedFailed: Story = {
  render: openedWith('?payment=failed'),
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json({
          ...samplePurchase,
          payment: samplePayment({ ...owed, status: 'failed', expires_at: holdEnds() }),
        }),
      ),
      http.post('/api/purchases/:id/pay', () =>
        HttpResponse.json({ message: 'This payment has expired: the order was cancelled' }, { status: 409 }),
      ),
    );
    return watchPayments();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = await canvas.findByRole('region', { name: 'Payment' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('The payment did not go through');
    await userEvent.click(within(panel).getByRole('button', { name: 'Pay now' }));
    await expect(await screen.findByText('This payment has expired: the order was cancelled')).toBeInTheDocument();
    await expect(browser.assign).not.toHaveBeenCalled();
  },
};

/** Cash on delivery: cash to collect at the door, nothing due now. */
export const CashOnDelivery: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json({
          ...samplePurchase,
          payment: samplePayment({ method: 'cod', status: 'unpaid', due_now: 0, redirect_url: null, expires_at: null }),
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('region', { name: 'Payment' });
    await expect(panel).toHaveTextContent('MethodCash on delivery');
    await expect(within(panel).queryByRole('button', { name: 'Pay now' })).toBeNull();
  },
};

/** Cancelled at the gateway, in Bangla on a phone. */
export const ReturnedCancelledBanglaPhone: Story = {
  ...inPhoneWindow,
  tags: ['mobile'],
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  render: openedWith('?payment=cancelled'),
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json({
          ...samplePurchase,
          payment: samplePayment({ ...owed, status: 'failed', expires_at: holdEnds() }),
        }),
      ),
    );
    return watchPayments();
  },
  play: async ({ canvasElement }) => {
    const panel = await within(canvasElement).findByRole('region', { name: 'পেমেন্ট' });
    await expect(within(panel).getByRole('alert')).toHaveTextContent('আপনি পেমেন্ট বাতিল করেছেন');
  },
};

/** The administrator's view of a purchase's payment (issue 33; requirements §18). */
const adminView = () => (
  <PageHarness
    Page={PurchasePlaced}
    route="/dashboard/purchases/:purchaseId"
    path={`/dashboard/purchases/${samplePurchase._id}`}
    dashboard="admin"
    auth={admin}
  />
);

/** Cash collected at the door: recorded with its day, the payment paid, the trail read. */
export const AdministratorRecordsCash: Story = {
  render: adminView,
  beforeEach({ msw }) {
    let purchase = { ...samplePurchase, payment: paymentOf('unpaid') };
    msw.use(
      http.get('/api/admin/:email', () => HttpResponse.json({ admin: true })),
      http.get('/api/purchases/:id', () => HttpResponse.json(purchase)),
      http.post('/api/purchases/:id/payment/cash', async ({ request }) => {
        const { amount } = (await request.json()) as { amount: number };
        purchase = { ...purchase, payment: paymentOf(amount >= purchase.total ? 'paid' : 'unpaid', { paid: amount }) };
        return HttpResponse.json(purchase);
      }),
      http.get('/api/purchases/:id/payment', () => HttpResponse.json(sampleTrail)),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Payment' }));
    await expect(panel.getByText('Unpaid')).toBeVisible();
    await userEvent.click(panel.getByRole('button', { name: 'Record cash' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record cash' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Record cash' }));
    await expect(await screen.findByText('Cash recorded for CP-000007')).toBeInTheDocument();
    await waitFor(() => expect(panel.getByText('Paid', { selector: 'span' })).toBeVisible());
    await expect(panel.queryByRole('button', { name: 'Record cash' })).toBeNull();
    await userEvent.click(panel.getByRole('button', { name: 'Payment trail' }));
    await expect(await screen.findByRole('dialog', { name: 'Payment of CP-000007' })).toBeInTheDocument();
  },
};

/** A payment in review: accepted, it counts as paid. */
export const AdministratorDecidesReview: Story = {
  render: adminView,
  beforeEach({ msw }) {
    let purchase = { ...samplePurchase, payment: paymentOf('review', { method: 'bkash', paid: 80_000 }) };
    msw.use(
      http.get('/api/admin/:email', () => HttpResponse.json({ admin: true })),
      http.get('/api/purchases/:id', () => HttpResponse.json(purchase)),
      http.post('/api/purchases/:id/payment/review', () => {
        purchase = { ...purchase, payment: { ...purchase.payment, status: 'paid' } };
        return HttpResponse.json(purchase);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = within(await canvas.findByRole('region', { name: 'Payment' }));
    await userEvent.click(panel.getByRole('button', { name: 'Accept' }));
    const question = within(await screen.findByRole('alertdialog', { name: 'Accept this payment?' }));
    await userEvent.click(question.getByRole('button', { name: 'Accept' }));
    await expect(await screen.findByText('Payment for CP-000007 accepted')).toBeInTheDocument();
    await waitFor(() => expect(panel.queryByRole('button', { name: 'Accept' })).toBeNull());
  },
};

/** The buyer's own view shows no administrator's payment actions. */
export const BuyerSeesNoPaymentActions: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () => HttpResponse.json({ ...samplePurchase, payment: paymentOf('unpaid') })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Record cash' })).toBeNull();
  },
};

export const AdministratorRecordsCashBangla: Story = {
  render: adminView,
  globals: { locale: 'bn' },
  beforeEach: AdministratorRecordsCash.beforeEach,
  play: async ({ canvasElement }) => {
    const panel = within(await within(canvasElement).findByRole('region', { name: 'পেমেন্ট' }));
    await expect(panel.getByRole('button', { name: 'ক্যাশ জমা করুন' })).toBeVisible();
  },
};
