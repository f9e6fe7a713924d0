import { apiPaths, failures, type Item } from '@storefront/shared';
import { sampleItems } from '@storefront/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../stories/PageHarness.tsx';
import { Component as ManageItems } from './ManageItems.tsx';
import { ITEMS_PAGE_SIZE } from './pageSizes.ts';

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

function pagedItems(all: () => Item[]) {
  return http.get(`/api${apiPaths.items}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const limit = Number(query.get('limit') ?? 100);
    const offset = Number(query.get('offset') ?? 0);
    return HttpResponse.json(all().slice(offset, offset + limit), {
      headers: { 'x-total-count': String(all().length) },
    });
  });
}

/** Every item, a page at a time; deleting one asks first, then toasts and refetches. */
export const Default: Story = {
  beforeEach({ msw }) {
    let items = sampleItems(4);
    msw.use(
      pagedItems(() => items),
      http.delete(`/api${apiPaths.items}/:id`, ({ params }) => {
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

/** More items than a page: pagination from x-total-count. */
export const ManyPages: Story = {
  beforeEach({ msw }) {
    const items = sampleItems(ITEMS_PAGE_SIZE + 5);
    msw.use(pagedItems(() => items));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(ITEMS_PAGE_SIZE + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(5 + 1));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // The heading counts every item, and the second page's rows are numbered on from the first page.
    await expect(canvas.getByRole('heading', { name: `Manage Items: ${ITEMS_PAGE_SIZE + 5}` })).toBeInTheDocument();
    await expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent(
      String(ITEMS_PAGE_SIZE + 1),
    );
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(pagedItems(() => []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No items yet')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.items}`, () =>
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
