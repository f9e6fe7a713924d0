import { apiPaths } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { inPhoneWindow, sampleQuoteSummaries } from '@storefront/ui/stories';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as MyQuotes } from './MyQuotes.tsx';

const meta = {
  title: 'Pages/Dashboard/My quotes',
  render: () => <PageHarness Page={MyQuotes} route="/dashboard/quotes" path="/dashboard/quotes" dashboard="customer" />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const quotes = sampleQuoteSummaries();

/** The reader's quotes, the first page asked for with no status. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.quotes}`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('page') !== '1' || query.has('status'))
          return HttpResponse.json({ message: 'unexpected query' }, { status: 400 });
        return HttpResponse.json(quotes, { headers: { 'x-total-count': String(quotes.length) } });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'My quotes: 7' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Q-000042' })).toHaveAttribute('href', '/dashboard/quotes/quote-1');
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.quotes}`, () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No quotes yet')).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.quotes}`, () =>
        HttpResponse.json(quotes.slice(0, 2), { headers: { 'x-total-count': '2' } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /: ২$/ })).toBeInTheDocument();
  },
};
