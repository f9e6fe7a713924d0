import { apiPaths, type QuoteRequest } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  counteredQuote,
  inPhoneWindow,
  offeredQuote,
  quoteWithStatus,
  requestedQuote,
  sampleDeliveryAddresses,
  samplePurchase,
  sampleQuote,
} from '@storefront/ui/stories';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as QuotePage } from './QuotePage.tsx';

const meta = {
  title: 'Pages/Dashboard/Quote',
  render: () => (
    <PageHarness
      Page={QuotePage}
      route="/dashboard/quotes/:quoteId"
      path="/dashboard/quotes/quote-1"
      dashboard="customer"
      showAddress
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const isAdmin = (admin: boolean) => http.get(`/api${apiPaths.admin.route}`, () => HttpResponse.json({ admin }));
const quoteHandler = (quote: QuoteRequest) => http.get(`/api${apiPaths.quote.route}`, () => HttpResponse.json(quote));

const asAdmin = () => (
  <PageHarness
    Page={QuotePage}
    route="/dashboard/quotes/:quoteId"
    path="/dashboard/quotes/quote-1"
    dashboard="admin"
    auth={admin}
  />
);

/**
 * The buyer accepts the newest offer: the preview at the offered prices for the default address's
 * district, a PO number, Place order; the purchase's page is next.
 */
export const BuyerAccepts: Story = {
  beforeEach({ msw }) {
    msw.use(
      isAdmin(false),
      quoteHandler(counteredQuote),
      http.get('/api/addresses', () => HttpResponse.json(sampleDeliveryAddresses)),
      http.post(`/api${apiPaths.quotePreview.route}`, () =>
        HttpResponse.json(sampleQuote('dhaka', { subtotal: 7_08_000, weightG: 8_000 })),
      ),
      http.post(`/api${apiPaths.quoteAccept.route}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (body.version !== 2 || body.po_number !== 'PO-2026/0417' || body.district !== 'dhaka' || 'lines' in body)
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(samplePurchase, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept version 2' }));
    const form = await canvas.findByRole('form', { name: 'Checkout' });
    await userEvent.type(within(form).getByLabelText('Purchase order number (optional)'), 'PO-2026/0417');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(canvas.getByLabelText('Address')).toHaveTextContent('/dashboard/purchases/purchase-1'));
  },
};

/** A newer version came meanwhile: the 409 is said on the form, and the quote is read again. */
export const AcceptSuperseded: Story = {
  beforeEach({ msw }) {
    msw.use(
      isAdmin(false),
      quoteHandler(counteredQuote),
      http.get('/api/addresses', () => HttpResponse.json(sampleDeliveryAddresses)),
      http.post(`/api${apiPaths.quotePreview.route}`, () => HttpResponse.json(sampleQuote('dhaka'))),
      http.post(`/api${apiPaths.quoteAccept.route}`, () =>
        HttpResponse.json({ message: 'The store sent a newer offer: read it before accepting' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Accept version 2' }));
    const form = await canvas.findByRole('form', { name: 'Checkout' });
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Place order' })).toBeEnabled());
    await userEvent.click(within(form).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent('newer offer'));
  },
};

/** Asking for changes: the quote as the server answers it replaces the page's. */
export const BuyerAsksForChanges: Story = {
  beforeEach({ msw }) {
    msw.use(
      isAdmin(false),
      quoteHandler(offeredQuote),
      http.post(`/api${apiPaths.quoteChanges.route}`, () =>
        HttpResponse.json(quoteWithStatus('changes_requested', offeredQuote)),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ask for changes' }));
    await userEvent.type(canvas.getByLabelText('What should change?'), 'Could the memory come to 11,500?');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for changes' }));
    await expect(await canvas.findByText('Changes asked')).toBeInTheDocument();
  },
};

/** Waiting for the store's first offer. */
export const BuyerWaits: Story = {
  beforeEach({ msw }) {
    msw.use(isAdmin(false), quoteHandler(requestedQuote));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/The store is working on an offer/)).toBeInTheDocument();
  },
};

/** A store administrator answers: the editor starts from the request's lines; Send offer shows version 1. */
export const StaffOffers: Story = {
  render: asAdmin,
  beforeEach({ msw }) {
    msw.use(
      isAdmin(true),
      quoteHandler(requestedQuote),
      http.post(`/api${apiPaths.quoteOffers.route}`, async ({ request }) => {
        const body = (await request.json()) as { lines: { unit_price: number }[]; valid_until: string };
        if (body.lines[0]?.unit_price !== 40_000 || body.valid_until !== '2026-12-15')
          return HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
        return HttpResponse.json(offeredQuote, { status: 201 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cpu = await canvas.findByRole('group', { name: 'Ryzen 7 7800X3D processor' });
    const price = within(cpu).getByLabelText(/Price per unit/);
    await userEvent.clear(price);
    await userEvent.type(price, '40000');
    // No day is chosen for the staff: they choose it.
    await userEvent.type(canvas.getByLabelText(/Valid until/), '2026-12-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await expect(await canvas.findByRole('region', { name: 'Offer version 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'New offer, version 2' })).toBeInTheDocument();
  },
};

/** The server refuses the last day: shown at the field. */
export const StaffOfferRefused: Story = {
  render: asAdmin,
  beforeEach({ msw }) {
    msw.use(
      isAdmin(true),
      quoteHandler(offeredQuote),
      http.post(`/api${apiPaths.quoteOffers.route}`, () =>
        HttpResponse.json(
          { message: 'Check the offer', errors: { valid_until: 'Choose today or a later day' } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Valid until/), '2026-12-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/Valid until/)).toHaveAccessibleDescription('Choose today or a later day'),
    );
  },
};

/** Closed: read-only for both. */
export const Accepted: Story = {
  render: asAdmin,
  beforeEach({ msw }) {
    msw.use(isAdmin(true), quoteHandler(quoteWithStatus('accepted')));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'CP-000131' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Send offer' })).toBeNull();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      isAdmin(false),
      http.get(`/api${apiPaths.quote.route}`, () => delay('infinite')),
    );
  },
};

/** Someone else's quote: the API answers 404. */
export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(
      isAdmin(false),
      http.get(`/api${apiPaths.quote.route}`, () => HttpResponse.json({ message: 'No such quote' }, { status: 404 })),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No such quote')).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(isAdmin(false), quoteHandler(counteredQuote));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('region', { name: /২$/ })).toBeInTheDocument();
  },
};
