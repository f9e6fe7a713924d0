import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as Payments } from './Payments.tsx';
import { samplePayments, sampleTrail } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Payments',
  render: (_args, { parameters }) => (
    <PageHarness
      Page={Payments}
      route="/dashboard/payments"
      path={(parameters.path as string | undefined) ?? '/dashboard/payments'}
      dashboard="admin"
      auth={admin}
      showAddress
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The queries GET /api/payments was asked, and the CSV downloads. */
const requests: string[] = [];
const downloads: string[] = [];

/** A stand-in for GET /api/payments (status, method, q, page, limit), the trail and the CSV. */
function paymentServer(all = samplePayments) {
  return [
    http.get('/api/payments', ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query.toString());
      const q = (query.get('q') ?? '').toLowerCase();
      const shown = all.filter(
        (p) =>
          (!query.get('status') || p.status === query.get('status')) &&
          (!query.get('method') || p.method === query.get('method')) &&
          (!q || `${p.purchase.number} ${p.user}`.toLowerCase().includes(q)),
      );
      const limit = Number(query.get('limit') ?? 20);
      const page = Number(query.get('page') ?? 1);
      return HttpResponse.json({ payments: shown.slice((page - 1) * limit, page * limit), total: shown.length });
    }),
    http.get('/api/purchases/:id/payment', () => HttpResponse.json(sampleTrail)),
    http.get('/api/payments.csv', ({ request }) => {
      downloads.push(new URL(request.url).search);
      return new HttpResponse('Purchase,Customer\n', {
        headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="payments.csv"' },
      });
    }),
  ];
}

/**
 * Every payment (issue 33; requirements §18): the Payments link marked in the sidebar, a filter in
 * the address and the API's query, a row's trail, and the CSV of what the filters match.
 */
export const Default: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    downloads.length = 0;
    msw.use(...paymentServer());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Payments: 5' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Payments' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'CP-000051' })).toHaveAttribute(
      'href',
      '/dashboard/purchases/66f0c1a2b3c4d5e6f7a8b9d1',
    );
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'In review');
    await expect(await canvas.findByRole('heading', { name: 'Payments: 1' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '/dashboard/payments?status=review',
    );
    await expect(requests.at(-1)).toBe('status=review&page=1&limit=20');
    await userEvent.click(canvas.getByRole('button', { name: '3 events in the trail of CP-000050' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment of CP-000050' }));
    await expect(await dialog.findByText('Validation')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(downloads).toEqual(['?status=review']));
  },
};

/** A filter nothing matches: the empty state says so. */
export const NothingMatches: Story = {
  parameters: { path: '/dashboard/payments?method=bkash&status=paid' },
  beforeEach({ msw }) {
    msw.use(...paymentServer());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payment matches these filters')).toBeVisible();
  },
};

export const NoPayments: Story = {
  beforeEach({ msw }) {
    msw.use(...paymentServer([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No payments yet')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/payments', () => HttpResponse.json({ message: 'down' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(...paymentServer());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /^পেমেন্ট: / })).toBeVisible();
  },
};
