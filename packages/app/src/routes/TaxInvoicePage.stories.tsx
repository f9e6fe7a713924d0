import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as TaxInvoicePage } from './TaxInvoicePage.tsx';
import {
  inPhoneWindow,
  orderTaxInvoice,
  samplePurchase,
  sampleTaxInvoice,
  taxInvoiceWithCreditNote,
} from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Tax Invoice',
  render: () => (
    <PageHarness
      Page={TaxInvoicePage}
      route="/dashboard/purchases/:purchaseId/tax-invoice"
      path={`/dashboard/purchases/${samplePurchase._id}/tax-invoice`}
      dashboard="customer"
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const answering = (body: object, status = 200) =>
  http.get('/api/purchases/:id/tax-invoice', () => HttpResponse.json(body, { status }));

/** The PDF as the server sends it: an attachment named after the invoice. */
const pdfAnswer = () =>
  new HttpResponse('%PDF-1.7\n%%EOF\n', {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${sampleTaxInvoice.number}.pdf"`,
    },
  });

/** The buyer's tax invoice, with a credit note, the way back to the purchase, Print and Download PDF. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(answering(taxInvoiceWithCreditNote));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tax invoice (Mushak-6.3)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Purchase CP-000007' })).toHaveAttribute(
      'href',
      `/dashboard/purchases/${samplePurchase._id}`,
    );
    await expect(canvas.getByRole('region', { name: 'Credit note CN-2526-000003' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeVisible();
  },
};

const pdfRequested = fn<(url: string) => void>();

const loneOrder = orderTaxInvoice.order!;
/** The page at a one-item order's path (requirements §17.7), its answers from the order's routes. */
const atOrder = () => (
  <PageHarness
    Page={TaxInvoicePage}
    route="/dashboard/orders/:orderId/tax-invoice"
    path={`/dashboard/orders/${loneOrder._id}/tax-invoice`}
    dashboard="customer"
  />
);

/** A one-item order's own tax invoice: read from the order's route, the way back to the order, its PDF. */
export const OneItemOrder: Story = {
  render: atOrder,
  beforeEach({ msw }) {
    pdfRequested.mockClear();
    msw.use(
      http.get('/api/order/:id/tax-invoice', () => HttpResponse.json(orderTaxInvoice)),
      http.get('/api/order/:id/tax-invoice.pdf', ({ request }) => {
        pdfRequested(request.url);
        return pdfAnswer();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Tax invoice (Mushak-6.3)' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Order ${loneOrder.number}` })).toHaveAttribute(
      'href',
      `/dashboard/orders/${loneOrder._id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(pdfRequested).toHaveBeenCalledTimes(1));
    const url = new URL(pdfRequested.mock.calls[0]![0]);
    await expect(url.pathname).toBe(`/api/order/${loneOrder._id}/tax-invoice.pdf`);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The one-item order's page in Bangla. */
export const OneItemOrderBangla: Story = {
  render: atOrder,
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(http.get('/api/order/:id/tax-invoice', () => HttpResponse.json(orderTaxInvoice)));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'কর চালানপত্র (মূসক-৬.৩)' })).toBeVisible();
  },
};

/** An order from before invoices, or one of a purchase: the server says not found, and so does the page. */
export const OneItemOrderNotFound: Story = {
  // The picture is the purchase's NotFound one: the play function is what this story adds.
  tags: ['no-screenshot'],
  render: atOrder,
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/order/:id/tax-invoice', () =>
        HttpResponse.json({ message: 'This order has no tax invoice' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /404/ })).toBeInTheDocument();
  },
};

/** Download PDF asks for the PDF in the language being read, and saves what it answers. */
export const DownloadsThePdf: Story = {
  beforeEach({ msw }) {
    pdfRequested.mockClear();
    msw.use(
      answering(sampleTaxInvoice),
      http.get('/api/purchases/:id/tax-invoice.pdf', ({ request }) => {
        pdfRequested(request.url);
        return pdfAnswer();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(pdfRequested).toHaveBeenCalledTimes(1));
    const url = new URL(pdfRequested.mock.calls[0]![0]);
    await expect(url.pathname).toBe(`/api/purchases/${samplePurchase._id}/tax-invoice.pdf`);
    await expect(url.searchParams.get('lang')).toBe('en');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Download PDF' })).toBeEnabled());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A PDF that cannot be made says why, and the invoice stays. */
export const DownloadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      answering(sampleTaxInvoice),
      http.get('/api/purchases/:id/tax-invoice.pdf', () =>
        HttpResponse.json({ message: 'Purchase not found' }, { status: 404 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Download PDF' }));
    await expect(await screen.findByText('Purchase not found')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Tax invoice (Mushak-6.3)' })).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** In Bangla, the PDF asked for in Bangla too. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    pdfRequested.mockClear();
    msw.use(
      answering(taxInvoiceWithCreditNote),
      http.get('/api/purchases/:id/tax-invoice.pdf', ({ request }) => {
        pdfRequested(request.url);
        return pdfAnswer();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'কর চালানপত্র (মূসক-৬.৩)' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'PDF ডাউনলোড করুন' }));
    await waitFor(() => expect(pdfRequested).toHaveBeenCalledTimes(1));
    await expect(new URL(pdfRequested.mock.calls[0]![0]).searchParams.get('lang')).toBe('bn');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Bangla on a 390 px phone, inside the dashboard. */
export const BanglaPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(answering(taxInvoiceWithCreditNote));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'কর চালানপত্র (মূসক-৬.৩)' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id/tax-invoice', async () => {
        await delay('infinite');
        return HttpResponse.json(sampleTaxInvoice);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('heading', { name: 'Tax invoice (Mushak-6.3)' })).toBeNull();
  },
};

/** Someone else's purchase, or none: the server says not found, and so does the page. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(answering({ message: 'Purchase not found' }, 404));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /404/ })).toBeInTheDocument();
  },
};

export const LoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(answering({ message: 'Internal Server Error' }, 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The invoice could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
