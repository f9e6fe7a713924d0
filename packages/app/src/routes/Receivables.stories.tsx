import { apiPaths, type InvoicePaymentInput, type Receivable } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inPhoneWindow, sampleReceivables, sampleReceivablesSummary, totalsOf } from '@storefront/ui/stories';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as Receivables } from './Receivables.tsx';

const meta = {
  title: 'Pages/Dashboard/Receivables',
  render: () => (
    <PageHarness
      Page={Receivables}
      route="/dashboard/receivables"
      path="/dashboard/receivables"
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stand-ins for GET /api/receivables (by company and status), its summary, and a recorded payment. */
function receivablesHandlers() {
  const summary = sampleReceivablesSummary(3);
  let invoices: Receivable[] = [
    ...sampleReceivables(5),
    ...sampleReceivables(2).map((r, i) => ({
      ...r,
      purchase: { _id: `purchase-jamuna-${i}`, number: `CP-00031${i}` },
      invoice: `INV-2026-00031${i}`,
      company: summary[1]!.company,
    })),
  ];
  return [
    http.get(`/api${apiPaths.receivablesSummary}`, () =>
      HttpResponse.json(
        summary.map((entry) =>
          entry.company.id === summary[0]!.company.id
            ? { ...entry, totals: totalsOf(invoices.filter((r) => r.company.id === entry.company.id)) }
            : entry,
        ),
      ),
    ),
    http.get(`/api${apiPaths.receivables}`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      const company = params.get('company');
      const status = params.get('status');
      const found = invoices.filter((r) => (!company || r.company.id === company) && (!status || r.status === status));
      return HttpResponse.json(found, { headers: { 'x-total-count': String(found.length) } });
    }),
    http.post(`/api${apiPaths.purchaseInvoicePayments.route}`, async ({ params, request }) => {
      const { amount } = (await request.json()) as InvoicePaymentInput;
      invoices = invoices.map((r) => {
        if (r.purchase._id !== params.id) return r;
        const outstanding = Math.round((r.outstanding - Number(amount)) * 100) / 100;
        return { ...r, paid: r.paid + Number(amount), outstanding, status: outstanding > 0 ? r.status : 'paid' };
      });
      return HttpResponse.json(
        invoices.find((r) => r.purchase._id === params.id),
        { status: 201 },
      );
    }),
  ];
}

/** Every company's invoices; a company picked narrows them; a payment recorded lowers what is outstanding. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...receivablesHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Receivables by company: 3' })).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Invoices: 7' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Receivables' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: 'Show the invoices of Padma Systems Ltd' }));
    await expect(await canvas.findByRole('heading', { name: 'Invoices of Padma Systems Ltd: 5' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Overdue' }));
    await expect(await canvas.findByRole('heading', { name: 'Invoices of Padma Systems Ltd: 3' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Record payment for CP-000201' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record payment' }));
    await userEvent.type(dialog.getByLabelText(/^Reference/), 'Cheque 004512');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(await screen.findByText('Payment recorded for CP-000201')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: 'Invoices of Padma Systems Ltd: 2' })).toBeInTheDocument(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.receivablesSummary}`, () => HttpResponse.json([])),
      http.get(`/api${apiPaths.receivables}`, () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No company is on terms')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.receivablesSummary}`, () => delay('infinite')),
      http.get(`/api${apiPaths.receivables}`, () => delay('infinite')),
    );
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    const failure = () => HttpResponse.json({ message: 'The database is unavailable' }, { status: 500 });
    msw.use(http.get(`/api${apiPaths.receivablesSummary}`, failure), http.get(`/api${apiPaths.receivables}`, failure));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'ইনভয়েস: ৭' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: { ...inPhoneWindow.parameters, layout: 'fullscreen' },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: Bangla.play,
};
