import { apiPaths } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inPhoneWindow, sampleQuoteSummaries } from '@storefront/ui/stories';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as QuoteRequests } from './QuoteRequests.tsx';

const meta = {
  title: 'Pages/Dashboard/Quotes',
  render: () => (
    <PageHarness
      Page={QuoteRequests}
      route="/dashboard/quote-requests"
      path="/dashboard/quote-requests"
      dashboard="admin"
      auth={admin}
      showAddress
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const all = sampleQuoteSummaries();

/** A stand-in for GET /api/quotes: `status` narrows them. */
const quotesHandler = http.get(`/api${apiPaths.quotes}`, ({ request }) => {
  const status = new URL(request.url).searchParams.get('status');
  const found = status ? all.filter((q) => q.status === status) : all;
  return HttpResponse.json(found, { headers: { 'x-total-count': String(found.length) } });
});

/** Every buyer's quotes; a status asks the server for those only, and goes in the address. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(quotesHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Quotes: 7' })).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Buyer' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Changes asked' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Quotes: 1' })).toBeInTheDocument());
    await expect(canvas.getByLabelText('Address')).toHaveTextContent(
      '/dashboard/quote-requests?status=changes_requested',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(quotesHandler);
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /: ৭$/ })).toBeInTheDocument();
  },
};
