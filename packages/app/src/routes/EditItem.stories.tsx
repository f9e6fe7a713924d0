import { messages, normaliseSpecs, type Item, type StockMovement } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as EditItem } from './EditItem.tsx';
import { sampleItem, sampleStockMovements } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Edit Item',
  render: () => (
    <PageHarness
      Page={EditItem}
      route="/dashboard/manage-items/:itemId"
      path={`/dashboard/manage-items/${sampleItem._id}`}
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in server for one item: GET and a versioned PUT, the stock ledger's POST and GET. */
function itemServer(start: Item, { otherEdit = false }: { otherEdit?: boolean } = {}) {
  let item = { ...start };
  let movements = [...sampleStockMovements];
  return [
    http.get('/api/item/:id', () => HttpResponse.json(item)),
    http.put(`/api/item/:id`, async ({ request }) => {
      const body = (await request.json()) as Item;
      // Someone else saved in between: the first save of this story loses the race.
      if (otherEdit && item.version === start.version) {
        item = { ...item, name: 'Ryzen 7 Processor (renamed by another admin)', version: item.version + 1 };
      }
      if (body.version !== item.version) return HttpResponse.json({ message: messages.itemChanged }, { status: 409 });
      // Specifications stored as the server stores them: checked and normalised (requirements §19.1).
      const specs = body.specs ? (normaliseSpecs(body.category, body.specs).specs as Item['specs']) : item.specs;
      item = { ...item, ...body, specs, version: item.version + 1 };
      return HttpResponse.json(item);
    }),
    http.get(`/api/item/:id/stock`, () =>
      HttpResponse.json(movements, { headers: { 'x-total-count': String(movements.length) } }),
    ),
    http.post(`/api/item/:id/stock`, async ({ request }) => {
      const { change, reason } = (await request.json()) as { change: number; reason: string };
      if (item.available_quantity + change < 0) {
        const message = messages.stockBelowZero(item.available_quantity);
        return HttpResponse.json({ message, errors: { change: message } }, { status: 409 });
      }
      item = { ...item, available_quantity: item.available_quantity + change };
      const movement: StockMovement = {
        _id: `move-${movements.length + 1}`,
        kind: 'adjustment',
        change,
        balance: item.available_quantity,
        reason,
        by: 'admin@computerclub.test',
        order: null,
        orderNumber: null,
        purchase: null,
        purchaseNumber: null,
        createdAt: '2026-11-25T09:00:00.000Z',
      };
      movements = [movement, ...movements];
      return HttpResponse.json({ available_quantity: item.available_quantity, movement }, { status: 201 });
    }),
  ];
}

/** The editor filled from the item, its stock and its history; a price change saves and toasts. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...itemServer(sampleItem));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const price = await canvas.findByLabelText(/^Price Per Unit/);
    await expect(await canvas.findByRole('heading', { name: 'Stock history: 5' })).toBeInTheDocument();
    // The store's zone, saying so (10:15 UTC is 16:15 in Dhaka).
    await expect(canvas.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('20 Nov 2026, 16:15');
    await expect(canvas.getByRole('link', { name: 'Manage Items', current: 'page' })).toBeInTheDocument();
    // The history's orders lead to their pages, and their purchases to theirs.
    await expect(canvas.getAllByRole('link', { name: 'Order CC-000038' })[0]).toHaveAttribute(
      'href',
      '/dashboard/orders/66f0c1a2b3c4d5e6f7a8b9c0',
    );
    await expect(canvas.getAllByRole('link', { name: 'Purchase CP-000012' })[0]).toHaveAttribute(
      'href',
      '/dashboard/purchases/66f0c1a2b3c4d5e6f7a8b9b0',
    );
    await userEvent.clear(price);
    await userEvent.type(price, '1450');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText(`Item: ${sampleItem.name} is saved.`)).toBeInTheDocument();
    await expect(await canvas.findByText('Version 2: saving checks nobody changed it since.')).toBeInTheDocument();
  },
};

/** Another administrator saved first: the 409 says so, and Reload the latest brings their version. */
export const ChangedBySomeoneElse: Story = {
  beforeEach({ msw }) {
    msw.use(...itemServer(sampleItem, { otherEdit: true }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByText(messages.itemChanged)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload the latest' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^Name\*?$/)).toHaveValue('Ryzen 7 Processor (renamed by another admin)'),
    );
    await expect(canvas.queryByText(messages.itemChanged)).toBeNull();
  },
};

/** Receiving stock: the dialog, the toast, the new figure and the movement on top of the history. */
export const ReceiveStock: Story = {
  beforeEach({ msw }) {
    msw.use(...itemServer(sampleItem));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Adjust stock' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adjust stock' }));
    await userEvent.type(dialog.getByLabelText(/^Units/), '40');
    await userEvent.type(dialog.getByLabelText(/^Reason/), 'Delivery from the plant');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to stock' }));
    await expect(await screen.findByText(`Received 40 of ${sampleItem.name}: 540 in stock.`)).toBeInTheDocument();
    await expect(await canvas.findByText('540 available')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Stock history: 6' })).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/item/:id', () => HttpResponse.json({ message: 'Item not found' }, { status: 404 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: /cannot be found/ })).toBeInTheDocument();
  },
};

/** A board with its specifications (requirements §19.1), as the API answers it. */
const board: Item = {
  ...sampleItem,
  name: 'B650M Motherboard',
  category: 'motherboards',
  specs: { socket: 'AM5', chipset: 'B650', form_factor: 'Micro ATX', memory_type: 'DDR5', memory_slots: 4 },
};

/**
 * The editor filled from the item's specifications; a new socket saves, and the fields show what
 * the server kept (its answer, normalised).
 */
export const Specifications: Story = {
  beforeEach({ msw }) {
    msw.use(...itemServer(board));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const socket = await canvas.findByLabelText(/^Socket/);
    await expect(socket).toHaveValue('AM5');
    await expect(canvas.getByLabelText(/^Memory slots/)).toHaveValue('4');
    await userEvent.selectOptions(socket, 'AM4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await screen.findByText('Item: B650M Motherboard is saved.')).toBeInTheDocument();
    await expect(await canvas.findByText('Version 2: saving checks nobody changed it since.')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Socket/)).toHaveValue('AM4');
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  },
};

/** In Bangla: the specifications' labels in Bangla and their numbers in Bangla digits. */
export const SpecificationsInBangla: Story = {
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(...itemServer(board));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText(/^সকেট/)).toHaveValue('AM5');
    await expect(canvas.getByLabelText(/^মেমোরি স্লট/)).toHaveValue('৪');
  },
};
