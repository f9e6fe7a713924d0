import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as OrderPlaced } from './OrderPlaced.tsx';
import { sampleOrderDetail } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Order Placed',
  render: () => (
    <PageHarness
      Page={OrderPlaced}
      route="/dashboard/orders/:orderId/placed"
      path={`/dashboard/orders/${sampleOrderDetail._id}/placed`}
      dashboard="customer"
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Right after Place Order: the order number, its summary, and the way to its page. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/order/:id', () => HttpResponse.json({ ...sampleOrderDetail, status: 'placed' })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    await expect(canvas.getByText('CC-000041', { selector: 'strong' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'View your order' })).toHaveAttribute(
      'href',
      `/dashboard/orders/${sampleOrderDetail._id}`,
    );
  },
};
