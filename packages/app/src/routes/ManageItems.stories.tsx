import { apiPaths, failures, stockLevel, type CatalogPage, type Item } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as ManageItems } from './ManageItems.tsx';
import { ITEMS_PAGE_SIZE } from './pageSizes.ts';
import { sampleItems } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Manage Items',
  render: () => (
    <PageHarness
      Page={ManageItems}
      route="/dashboard/manage-items"
      path="/dashboard/manage-items"
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in for GET /api/items: text and low-stock filters, newest first, a numeric cursor. */
function searchedItems(all: () => Item[]) {
  return http.get(`/api${apiPaths.itemSearch}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const q = (query.get('q') ?? '').toLowerCase();
    const low = query.get('low_stock') === '1';
    const matching = all()
      .filter((item) => !q || item.name.toLowerCase().includes(q) || item.sku.toLowerCase().includes(q))
      .filter((item) => !low || stockLevel(item) !== 'in-stock')
      .reverse();
    const limit = Number(query.get('limit') ?? 24);
    const from = Number(query.get('cursor') ?? 0);
    const page: CatalogPage = {
      items: matching.slice(from, from + limit),
      total: matching.length,
      nextCursor: from + limit < matching.length ? String(from + limit) : null,
      facets: { categories: [], specs: [] },
    };
    return HttpResponse.json(page);
  });
}

/** Every item, newest first; deleting one asks first, then toasts and refetches. */
export const Default: Story = {
  beforeEach({ msw }) {
    let items = sampleItems(4);
    msw.use(
      searchedItems(() => items),
      http.delete(`/api${apiPaths.itemList}/:id`, ({ params }) => {
        const before = items.length;
        items = items.filter((item) => item._id !== params.id);
        return HttpResponse.json({ acknowledged: true, deletedCount: before - items.length });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Manage Items: 4' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete B650 Motherboard' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the item: B650 Motherboard?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByText('Item: B650 Motherboard is deleted.')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Manage Items: 3' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByText('B650 Motherboard')).toBeNull());
  },
};

/** More items than a page: Load more fetches the next by cursor; the heading counts every item. */
export const ManyPages: Story = {
  beforeEach({ msw }) {
    const items = sampleItems(ITEMS_PAGE_SIZE + 5);
    msw.use(searchedItems(() => items));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(ITEMS_PAGE_SIZE + 1));
    await expect(canvas.getByRole('heading', { name: `Manage Items: ${ITEMS_PAGE_SIZE + 5}` })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(ITEMS_PAGE_SIZE + 5 + 1));
    await expect(
      canvas.getByText(`Showing ${ITEMS_PAGE_SIZE + 5} of ${ITEMS_PAGE_SIZE + 5} products`),
    ).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Search by SKU and low stock only: the list follows, and says so in the URL. */
export const SearchAndLowStock: Story = {
  beforeEach({ msw }) {
    const items = sampleItems(8).map((item, i) => (i === 2 ? { ...item, available_quantity: 3 } : item));
    msw.use(searchedItems(() => items));
  },
  render: () => (
    <PageHarness
      Page={ManageItems}
      route="/dashboard/manage-items"
      path="/dashboard/manage-items"
      dashboard="admin"
      auth={admin}
      showAddress
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Manage Items: 8' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Low stock only' }));
    await expect(await canvas.findByRole('heading', { name: 'Manage Items: 1' })).toBeInTheDocument();
    await expect(canvas.getByText('B650 Motherboard')).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent('low_stock=1');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Low stock only' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search items' }), 'cc-ssd');
    await expect(await canvas.findByRole('heading', { name: 'Manage Items: 1' })).toBeInTheDocument();
    await expect(canvas.getByText('NVMe SSD 1TB')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(searchedItems(() => []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No items yet')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.itemSearch}`, () =>
        HttpResponse.json(
          { message: 'The database is unavailable' },
          { status: 500, headers: { 'x-request-id': 'req-42' } },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Plain words and the request's reference, never the server's own text.
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`${failures.server} ${failures.reference('req-42')}`);
    await expect(alert).not.toHaveTextContent('The database is unavailable');
  },
};
