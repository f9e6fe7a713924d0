import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as PurchaseInvoicePage } from './PurchaseInvoicePage.tsx';
import { purchaseWithStatuses, samplePurchase } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Purchase Invoice',
  render: () => (
    <PageHarness
      Page={PurchaseInvoicePage}
      route="/dashboard/purchases/:purchaseId/invoice"
      path={`/dashboard/purchases/${samplePurchase._id}/invoice`}
      dashboard="customer"
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** One checkout, one invoice: every order a line, a cancelled one struck through and not owed. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json(purchaseWithStatuses(['confirmed', 'cancelled', 'placed'])),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Invoice INV-CP-000007' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Purchase CP-000007' })).toHaveAttribute(
      'href',
      `/dashboard/purchases/${samplePurchase._id}`,
    );
    const lines = within(canvas.getByRole('table', { name: 'Invoice lines, amounts in BDT' }));
    await expect(lines.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 97,500');
  },
};

/** With its delivery charge and its tax invoice (requirements §17): the delivery a line, the tax invoice a link. */
export const WithDeliveryAndTaxInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () =>
        HttpResponse.json({
          ...samplePurchase,
          delivery_charge: 150,
          total: samplePurchase.total + 150,
          tax_invoice: { number: 'TI-2526-000042' },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      `/dashboard/purchases/${samplePurchase._id}/tax-invoice`,
    );
    const lines = within(canvas.getByRole('table', { name: 'Invoice lines, amounts in BDT' }));
    await expect(lines.getByRole('row', { name: /Delivery/ })).toHaveTextContent('BDT 150');
    await expect(lines.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 1,42,650');
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/purchases/:id', () => HttpResponse.json({ message: 'Purchase not found' }, { status: 404 })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /404/ })).toBeInTheDocument();
  },
};
