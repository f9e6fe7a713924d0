import { samplePurchase } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { PageHarness } from '../stories/PageHarness.tsx';
import { Component as PurchasePlaced } from './PurchasePlaced.tsx';

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
