import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as InvoicePage } from './InvoicePage.tsx';
import { inPhoneWindow, sampleOrderDetail, unbroken } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Invoice',
  render: () => (
    <PageHarness
      Page={InvoicePage}
      route="/dashboard/orders/:orderId/invoice"
      path={`/dashboard/orders/${sampleOrderDetail._id}/invoice`}
      dashboard="customer"
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/order/:id', () => HttpResponse.json(sampleOrderDetail)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Invoice INV-000041' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Order CC-000041' })).toBeInTheDocument();
  },
};

/** A single order's own delivery charge (requirements §17): a line, and in the total due. */
export const WithDelivery: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/order/:id', () => HttpResponse.json({ ...sampleOrderDetail, delivery_charge: 130 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lines = within(await canvas.findByRole('table', { name: 'Invoice lines, amounts in BDT' }));
    await expect(lines.getByRole('row', { name: /Delivery/ })).toHaveTextContent('BDT 130');
    await expect(lines.getByRole('row', { name: /Total due/ })).toHaveTextContent('BDT 22,630');
  },
};

/** A one-item order with its own tax invoice (requirements §17.7): the invoice leads to it. */
export const WithTaxInvoice: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/order/:id', () =>
        HttpResponse.json({ ...sampleOrderDetail, tax_invoice: { number: 'TI-2526-000043' } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${sampleOrderDetail._id}/tax-invoice`,
    );
  },
};

/** An order of a purchase has no invoice of its own: its purchase's one is shown instead (requirements §13.5). */
export const OfAPurchase: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/order/:id', () => HttpResponse.json({ ...sampleOrderDetail, purchase: 'purchase-1' })));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Navigated to /dashboard/purchases/purchase-1/invoice'),
    ).toBeInTheDocument();
  },
};

/**
 * On a phone, in the dashboard, with a buyer's name, email, address and an item typed without spaces:
 * the invoice fits the screen (it was 454 px wide on a 390 px phone).
 */
export const UnbrokenValuesPhone: Story = {
  tags: ['mobile'],
  ...inPhoneWindow,
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/order/:id', () =>
        HttpResponse.json({
          ...sampleOrderDetail,
          userName: unbroken.customer,
          user: unbroken.email,
          itemName: unbroken.item,
          address: unbroken.address,
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const invoice = await within(canvasElement).findByRole('article', { name: 'Invoice INV-000041' });
    await expect(invoice.getBoundingClientRect().right).toBeLessThanOrEqual(document.documentElement.clientWidth);
    await expect(invoice.scrollWidth).toBeLessThanOrEqual(invoice.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};
