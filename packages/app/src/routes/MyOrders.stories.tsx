import { apiPaths, failures, type Order } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as MyOrders } from './MyOrders.tsx';
import { inPhoneWindow, sampleCompany, sampleInvitations, sampleOrders } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/My Orders',
  render: () => (
    <PageHarness Page={MyOrders} route="/dashboard/my-orders" path="/dashboard/my-orders" dashboard="customer" />
  ),
  parameters: { layout: 'fullscreen' },
  // requirements §20: by default the reader has no company and no invitation.
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.myCompany}`, () =>
        HttpResponse.json({ message: 'You are not in a company' }, { status: 404 }),
      ),
      http.get(`/api${apiPaths.myInvitations}`, () => HttpResponse.json([])),
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's orders; deleting one asks first, then toasts and refetches the list: it shows as cancelled. */
export const Default: Story = {
  beforeEach({ msw }) {
    let orders: Order[] = sampleOrders(3);
    msw.use(
      http.get(`/api${apiPaths.orderList}`, ({ request }) =>
        new URL(request.url).searchParams.get('user') === 'customer@computerclub.test'
          ? HttpResponse.json(orders)
          : HttpResponse.json({ message: 'Forbidden' }, { status: 403 }),
      ),
      // Deleting cancels (requirements §13.3): the order stays, cancelled.
      http.delete(`/api${apiPaths.orderList}/:id`, ({ params }) => {
        orders = orders.map((order) => (order._id === params.id ? { ...order, status: 'cancelled' as const } : order));
        return HttpResponse.json({ acknowledged: true, deletedCount: 1 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Orders: 3' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete order for RTX Graphics Card' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the order for: RTX Graphics Card?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Order for: RTX Graphics Card is deleted.')).toBeInTheDocument();
    // It stays on record as cancelled, and cannot be deleted again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Delete order for RTX Graphics Card' })).toBeDisabled(),
    );
    const row = canvas.getByRole('button', { name: 'Delete order for RTX Graphics Card' }).closest('tr')!;
    await expect(within(row).getByText('Cancelled')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'My Orders: 3' })).toBeInTheDocument();
  },
};

export const CancelDelete: Story = {
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete order for Ryzen 7 Processor' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: 'My Orders: 3' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.orderList}`, () => HttpResponse.json([])));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My Orders: 0' })).toBeInTheDocument();
    await expect(canvas.getByText('No orders yet')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.orderList}`, () =>
        HttpResponse.json(
          { message: 'The database is unavailable' },
          { status: 500, headers: { 'x-request-id': 'req-42' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Plain words and the request's reference, never the server's own text.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`${failures.server} ${failures.reference('req-42')}`);
    await expect(alert).not.toHaveTextContent('The database is unavailable');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** A customer's dashboard in Bangla: the sidebar's links and the tab's name. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sidebar = within(canvas.getByRole('navigation', { name: 'ড্যাশবোর্ড' }));
    await expect(sidebar.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'আমার প্রোফাইল',
      'আমার অর্ডার',
      'কুইক অর্ডার',
      'আমার কোটেশন',
      'আমার কোম্পানি',
      'রিভিউ দিন',
    ]);
    await expect(sidebar.getByRole('link', { name: 'আমার অর্ডার' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvas.getAllByRole('row').length).toBeGreaterThan(1));
    await expect(document.title).toBe('আমার অর্ডার | Computer Club Manufacturers Ltd');
  },
};

/** requirements §20.2: a pending invitation shows above the orders; Accept joins, and the banner goes. */
export const WithInvitation: Story = {
  beforeEach({ msw }) {
    let invitations = sampleInvitations(1);
    let joined = false;
    msw.use(
      http.get(`/api${apiPaths.orderList}`, () => HttpResponse.json(sampleOrders(2))),
      http.get(`/api${apiPaths.myInvitations}`, () => HttpResponse.json(invitations)),
      http.get(`/api${apiPaths.myCompany}`, () =>
        joined
          ? HttpResponse.json({ ...sampleCompany, your_role: 'buyer' })
          : HttpResponse.json({ message: 'You are not in a company' }, { status: 404 }),
      ),
      http.post(`/api${apiPaths.invitationAccept.route}`, () => {
        invitations = [];
        joined = true;
        return HttpResponse.json({ ...sampleCompany, your_role: 'buyer' });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Rahim Uddin invited you to join Padma Systems Ltd as Buyer'),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await screen.findByText('You joined Padma Systems Ltd')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Accept' })).toBeNull());
    // A buyer sees their own orders here: no Company orders link.
    await expect(canvas.queryByRole('link', { name: 'Company orders' })).toBeNull();
  },
};

/** requirements §20.3: a company admin (or approver) gets a link to every order of the company. */
export const CompanyAdmin: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.orderList}`, () => HttpResponse.json(sampleOrders(2))),
      http.get(`/api${apiPaths.myCompany}`, () => HttpResponse.json(sampleCompany)),
    );
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Company orders' });
    await expect(link).toHaveAttribute('href', '/dashboard/company');
  },
};

/** The invitation in Bangla on a phone: the banner's longer words stay on the screen. */
export const InvitationBanglaPhone: Story = {
  ...WithInvitation,
  tags: ['mobile'],
  parameters: { ...inPhoneWindow.parameters, layout: 'fullscreen' },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'গ্রহণ করুন' })).toBeInTheDocument();
  },
};
