import { apiPaths, type Item } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeAuth } from '../../support/fakeAuth.ts';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as Compare } from './Compare.tsx';
import { sampleItem, sampleParts } from '@storefront/ui/stories';

const signedOut = fakeAuth({ status: 'signed-out', user: null });

/** Parts as the API answers them: two boards and a processor. */
const items: Item[] = [sampleParts.b650, sampleParts.b760, sampleParts.ryzen7].map((part) => ({
  ...sampleItem,
  _id: part._id,
  name: part.name,
  category: part.category,
  image: part.image,
  price_per_unit: part.price,
  specs: part.specs as Item['specs'],
}));
const [b650, b760, ryzen7] = items as [Item, Item, Item];

const itemHandler = http.get(`/api${apiPaths.itemList}/:id`, ({ params }) => {
  const item = items.find((i) => i._id === params.id);
  return item ? HttpResponse.json(item) : HttpResponse.json({ message: 'Item not found' }, { status: 404 });
});

const meta = {
  title: 'Pages/Compare',
  // Public and shareable: a signed-out visitor opens the address someone sent.
  render: () => (
    <PageHarness
      Page={Compare}
      route="/compare"
      path={`/compare?items=${b650._id},${b760._id}`}
      auth={signedOut}
      showAddress
    />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    localStorage.removeItem('storefront.compare');
    msw.use(itemHandler);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two boards side by side, what differs first. */
export const TwoBoards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: new RegExp(b760.name) })).toBeInTheDocument();
    const rows = canvas.getAllByRole('row').map((row) => row.textContent ?? '');
    const different = rows.findIndex((text) => text === 'Different');
    const same = rows.findIndex((text) => text === 'The same');
    const socket = rows.findIndex((text) => text.startsWith('Socket'));
    await expect(different).toBeLessThan(socket);
    await expect(socket).toBeLessThan(same);
    await expect(document.title).toBe('Compare | Computer Club Manufacturers Ltd');
  },
};

/** Remove takes an item out of the address (and the tray). */
export const RemoveOne: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: new RegExp(b760.name) })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${b760.name} from compare` }));
    await waitFor(() =>
      expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(`/compare?items=${b650._id}`),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The same in Bangla. */
export const TwoBoardsBangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: new RegExp(b760.name) })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('তুলনা');
    await expect(canvas.getByText('সকেট')).toBeInTheDocument();
    await expect(document.documentElement).toHaveAttribute('lang', 'bn');
  },
};

/** An address naming another category's item and an unknown one: the first item's category is shown, and why not all. */
export const MixedAddress: Story = {
  render: () => (
    <PageHarness
      Page={Compare}
      route="/compare"
      path={`/compare?items=${b650._id},${ryzen7._id},gone,${b760._id}`}
      auth={signedOut}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: new RegExp(b760.name) })).toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: new RegExp(ryzen7.name) })).toBeNull();
    await expect(canvas.getByText(/Some items are not shown/)).toBeInTheDocument();
  },
};

/** Nothing named and nothing in the tray: how to start. */
export const Empty: Story = {
  render: () => <PageHarness Page={Compare} route="/compare" path="/compare" auth={signedOut} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nothing to compare yet')).toBeInTheDocument();
  },
};

/** Opened without items, the tray's are shown, and put in the address to share. */
export const FromTheTray: Story = {
  beforeEach({ msw }) {
    localStorage.setItem(
      'storefront.compare',
      JSON.stringify([b650, b760].map(({ _id, name, category }) => ({ _id, name, category }))),
    );
    msw.use(itemHandler);
  },
  render: () => <PageHarness Page={Compare} route="/compare" path="/compare" auth={signedOut} showAddress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: new RegExp(b760.name) })).toBeInTheDocument();
    await expect(canvas.getByRole('status', { name: 'Address' })).toHaveTextContent(
      `/compare?items=${b650._id},${b760._id}`,
    );
  },
};
