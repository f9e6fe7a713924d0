import { apiPaths, messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as AddItem } from './AddItem.tsx';
import { samplePngFile } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Add an Item',
  render: () => (
    <PageHarness Page={AddItem} route="/dashboard/add-item" path="/dashboard/add-item" dashboard="admin" auth={admin} />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const uploaded = http.post(`/api${apiPaths.upload}`, () =>
  HttpResponse.json({ success: true, data: { url: '/api/images/ab12.webp' } }),
);

async function fillItem(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByLabelText(/^Name\*?$/), 'NVMe SSD 1TB');
  await userEvent.type(canvas.getByLabelText(/^SKU/), 'CC-SSD-1TB');
  await userEvent.selectOptions(canvas.getByLabelText(/^Category/), 'Storage');
  await userEvent.upload(canvas.getByLabelText(/^Image/), await samplePngFile());
  await userEvent.type(canvas.getByLabelText(/^Short Description\*?$/), 'Fast PCIe 4 storage for workstations.');
  await userEvent.type(canvas.getByLabelText(/^Min Order Quantity/), '10');
  await userEvent.type(canvas.getByLabelText(/^Available Quantity/), '400');
  await userEvent.type(canvas.getByLabelText(/^Price Per Unit/), '6500');
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
}

/**
 * Leaves the story at rest for its screenshot: the form is taller than the window and the dashboard
 * sidebar is sticky, so where the clicks left the scroll would move the sidebar from run to run.
 */
function atRest() {
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(0, 0);
}

/** The image is uploaded first, then the item is sent with its URL; a toast, and the form is empty again. */
export const ItemAdded: Story = {
  beforeEach({ msw }) {
    msw.use(
      uploaded,
      http.post(`/api${apiPaths.itemList}`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return body.image === '/api/images/ab12.webp' &&
          body.price_per_unit === 6500 &&
          body.sku === 'CC-SSD-1TB' &&
          body.category === 'storage'
          ? HttpResponse.json({ acknowledged: true, insertedId: 'item-9' }, { status: 201 })
          : HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillItem(canvas);
    await expect(await screen.findByText('Item added successfully')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Name\*?$/)).toHaveValue(''));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    atRest();
  },
};

/** The upload is refused: the reason shows at the image field, and nothing else was sent. */
export const UploadRefused: Story = {
  beforeEach({ msw }) {
    const message = 'Unsupported image: upload a JPEG, PNG, WebP, GIF or AVIF file';
    msw.use(
      http.post(`/api${apiPaths.upload}`, () =>
        HttpResponse.json({ message, errors: { image: message } }, { status: 415 }),
      ),
      http.post(`/api${apiPaths.itemList}`, () => HttpResponse.json({ message: 'not expected' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillItem(canvas);
    await expect(await canvas.findByText(/^Unsupported image/)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Image/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Name\*?$/)).toHaveValue('NVMe SSD 1TB');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    atRest();
  },
};

/** The server refuses the item: its field message shows at the field, with the required failure toast (requirements §8). */
export const ItemRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      uploaded,
      http.post(`/api${apiPaths.itemList}`, () =>
        HttpResponse.json(
          { message: 'Invalid item', errors: { min_order_quantity: messages.minBelowAvailable } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillItem(canvas);
    await expect(await screen.findByText('Failed to add the item')).toBeInTheDocument();
    await expect(await canvas.findByText(messages.minBelowAvailable)).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Min Order Quantity/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Name\*?$/)).toHaveValue('NVMe SSD 1TB');
    atRest();
  },
};

/** A motherboard with its specifications (requirements §19.1): fills the item, then the board's fields. */
async function fillBoard(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByLabelText(/^Name\*?$/), 'B650M Motherboard');
  await userEvent.type(canvas.getByLabelText(/^SKU/), 'CC-MB-B650M');
  await userEvent.selectOptions(canvas.getByLabelText(/^Category/), 'Motherboards');
  await userEvent.upload(canvas.getByLabelText(/^Image/), await samplePngFile());
  await userEvent.type(canvas.getByLabelText(/^Short Description\*?$/), 'An AM5 board for DDR5 builds.');
  await userEvent.type(canvas.getByLabelText(/^Min Order Quantity/), '1');
  await userEvent.type(canvas.getByLabelText(/^Available Quantity/), '40');
  await userEvent.type(canvas.getByLabelText(/^Price Per Unit/), '21000');
  await userEvent.selectOptions(canvas.getByLabelText(/^Socket/), 'AM5');
  await userEvent.selectOptions(canvas.getByLabelText(/^Memory type/), 'DDR5');
  await userEvent.type(canvas.getByLabelText(/^Memory slots/), '4');
  await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
}

/** The board's specifications go out with it as `specs`; the server takes them, and the form is empty again. */
export const WithSpecifications: Story = {
  beforeEach({ msw }) {
    msw.use(
      uploaded,
      http.post(`/api${apiPaths.itemList}`, async ({ request }) => {
        const body = (await request.json()) as { category?: string; specs?: Record<string, unknown> };
        const specs = body.specs ?? {};
        return body.category === 'motherboards' &&
          specs.socket === 'AM5' &&
          specs.memory_type === 'DDR5' &&
          specs.memory_slots === '4'
          ? HttpResponse.json({ acknowledged: true, insertedId: 'item-10' }, { status: 201 })
          : HttpResponse.json({ message: 'unexpected body' }, { status: 400 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBoard(canvas);
    await expect(await screen.findByText('Item added successfully')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Name\*?$/)).toHaveValue(''));
    await expect(canvas.queryByRole('group', { name: 'Specifications' })).toBeNull();
    atRest();
  },
};

/**
 * The server refuses a specification (a 400 on `specs.<key>`): the failure toast, the message at
 * its field, every value kept.
 */
export const SpecificationRefused: Story = {
  beforeEach({ msw }) {
    const message = messages.specChoice(['AM5', 'LGA1700']);
    msw.use(
      uploaded,
      http.post(`/api${apiPaths.itemList}`, () =>
        HttpResponse.json({ message: 'Invalid item', errors: { 'specs.socket': message } }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBoard(canvas);
    await expect(await screen.findByText('Failed to add the item')).toBeInTheDocument();
    await expect(await canvas.findByText('Choose one of: AM5, LGA1700')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Socket/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Memory slots/)).toHaveValue('4');
    atRest();
  },
};
