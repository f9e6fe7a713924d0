import { sampleOrderDetail } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../stories/PageHarness.tsx';
import { Component as InvoicePage } from './InvoicePage.tsx';

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
