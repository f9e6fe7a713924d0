import { apiPaths, categories, type CatalogPage } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as Catalog } from './Catalog.tsx';
import { sampleItems } from '@storefront/ui/stories';

const all = sampleItems(30);

/** A stand-in for GET /api/items: filters by text and category, 24 a page by a numeric cursor. */
function answer(url: URL): CatalogPage {
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const category = url.searchParams.get('category');
  const matching = all.filter((item) => !q || item.name.toLowerCase().includes(q));
  const inCategory = matching.filter((item) => !category || item.category === category);
  const from = Number(url.searchParams.get('cursor') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? 24);
  return {
    items: inCategory.slice(from, from + limit),
    total: inCategory.length,
    nextCursor: from + limit < inCategory.length ? String(from + limit) : null,
    facets: {
      categories: categories.map((c) => ({
        id: c.id,
        name: c.name,
        count: matching.filter((item) => item.category === c.id).length,
      })),
      specs: [],
    },
  };
}

const requests: string[] = [];
const catalogHandler = http.get(`/api${apiPaths.itemSearch}`, ({ request }) => {
  const url = new URL(request.url);
  requests.push(url.search);
  return HttpResponse.json(answer(url));
});

const meta = {
  title: 'Pages/Catalog',
  render: () => <PageHarness Page={Catalog} route="/items" path="/items" showAddress />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every item as cards, 24 at first, the rest with Load more (the cursor of the first answer). */
export const Default: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(catalogHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('30 products')).toBeInTheDocument();
    const results = canvas.getByRole('region', { name: 'Matching products' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(24);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(30));
    await expect(requests.at(-1)).toBe('?cursor=24');
    await expect(canvas.getByText('Showing 30 of 30 products')).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Typing waits for a pause, then the search goes to the URL (one call, not one per letter). */
export const SearchIntoTheUrl: Story = {
  beforeEach({ msw }) {
    requests.length = 0;
    msw.use(catalogHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('30 products');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search products' }), 'graphics');
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('/items?q=graphics'));
    await expect(await canvas.findByText(/products match/)).toBeInTheDocument();
    // The heading may count the previous answer while the search is on its way: wait for the call.
    // Any call per letter would have gone before it, so exactly one means the typing was waited out.
    await waitFor(() => expect(requests.filter((search) => search.startsWith('?q='))).toEqual(['?q=graphics']));
    await userEvent.click(canvas.getByRole('radio', { name: /Graphics Cards/ }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
        '/items?q=graphics&category=graphics-cards',
      ),
    );
    // At rest on the answer to the last call: its four cards, not the previous list.
    await waitFor(() => expect(requests.at(-1)).toBe('?q=graphics&category=graphics-cards'));
    const results = canvas.getByRole('region', { name: 'Matching products' });
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(4));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NoMatch: Story = {
  beforeEach({ msw }) {
    msw.use(catalogHandler);
  },
  render: () => <PageHarness Page={Catalog} route="/items" path="/items?q=toaster" showAddress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products match')).toBeInTheDocument();
    const results = canvas.getByRole('region', { name: 'Matching products' });
    await userEvent.click(within(results).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/items$/));
    await expect(await canvas.findByText('30 products')).toBeInTheDocument();
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(24));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.itemSearch}`, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The products could not be loaded')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

/** The catalog in Bangla. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(document.title).toBe('পণ্য | Computer Club Manufacturers Ltd'));
    await expect(document.documentElement).toHaveAttribute('lang', 'bn');
    await expect((await canvas.findAllByText(all[0]!.name))[0]).toBeInTheDocument();
  },
};
