import { apiPaths, type Item } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fakeAuth } from '../../support/fakeAuth.ts';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as ItemPage } from './ItemPage.tsx';
import { sampleItem, sampleParts } from '@storefront/ui/stories';

const signedOut = fakeAuth({ status: 'signed-out', user: null });

const itemHandler = http.get(`/api${apiPaths.itemList}/:id`, ({ params }) =>
  params.id === sampleItem._id
    ? HttpResponse.json(sampleItem)
    : HttpResponse.json({ message: 'Item not found' }, { status: 404 }),
);

const meta = {
  title: 'Pages/ItemPage',
  // Public: a signed-out visitor reads it.
  render: () => (
    <PageHarness Page={ItemPage} route="/items/:itemId" path={`/items/${sampleItem._id}`} auth={signedOut} />
  ),
  parameters: { layout: 'fullscreen' },
  beforeEach({ msw }) {
    msw.use(itemHandler);
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: sampleItem.name })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Purchase' })).toHaveAttribute('href', `/purchase/${sampleItem._id}`);
    await expect(document.title).toBe(`${sampleItem.name} | Computer Club Manufacturers Ltd`);
  },
};

/** An unknown (or deleted) id: the 404 page. */
export const Unknown: Story = {
  render: () => <PageHarness Page={ItemPage} route="/items/:itemId" path="/items/nothing-here" auth={signedOut} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /cannot be found/ }),
    ).toBeInTheDocument();
  },
};

/** The item's page in Bangla: a failure to load it, in Bangla, with the way to try again. */
export const BanglaFailed: Story = {
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.itemList}/:id`, () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('পণ্যটি লোড করা যায়নি')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeEnabled();
    await expect(document.documentElement).toHaveAttribute('lang', 'bn');
  },
};

/** An item with a Bangla name, which its Bangla page shows and names its tab after (as the server's head does). */
const banglaNamed = {
  ...sampleItem,
  name_bn: 'কোর i5 প্রসেসর',
  short_description_bn: 'অফিস আর গেমিংয়ের জন্য ৬ কোরের প্রসেসর',
};

/** The item's page in Bangla: its Bangla name, in the heading and the tab's title. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.itemList}/:id`, () => HttpResponse.json(banglaNamed)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: banglaNamed.name_bn })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${banglaNamed.name_bn} | Computer Club Manufacturers Ltd`));
    await expect(document.documentElement).toHaveAttribute('lang', 'bn');
  },
};

/** A motherboard with its specifications (requirements §19.1), as the demo catalog's parts have them. */
const boardNameBn = 'MSI PRO B650M-A ওয়াইফাই মাদারবোর্ড';
const board: Item = {
  ...sampleItem,
  _id: sampleParts.b650._id,
  name: sampleParts.b650.name,
  name_bn: boardNameBn,
  category: sampleParts.b650.category,
  image: sampleParts.b650.image,
  price_per_unit: sampleParts.b650.price,
  specs: sampleParts.b650.specs as Item['specs'],
};
const boardHandler = http.get(`/api${apiPaths.itemList}/:id`, () => HttpResponse.json(board));

/** The specifications table under the item, and Compare, which puts the item in the tray's list. */
export const WithSpecifications: Story = {
  beforeEach({ msw }) {
    localStorage.removeItem('storefront.compare');
    msw.use(boardHandler);
  },
  render: () => <PageHarness Page={ItemPage} route="/items/:itemId" path={`/items/${board._id}`} auth={signedOut} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Specifications' });
    await expect(within(table).getByRole('row', { name: 'Socket AM5' })).toBeInTheDocument();
    await expect(within(table).getByRole('row', { name: 'Memory slots 4' })).toBeInTheDocument();
    const compare = canvas.getByRole('checkbox', { name: `Compare ${board.name}` });
    await userEvent.click(compare);
    await expect(compare).toBeChecked();
    await expect(JSON.parse(localStorage.getItem('storefront.compare') ?? '[]')).toMatchObject([{ _id: board._id }]);
    await userEvent.click(compare);
    await expect(compare).not.toBeChecked();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The same in Bangla: the labels in Bangla, the numbers in Bangla digits, Compare named after the Bangla name. */
export const WithSpecificationsBangla: Story = {
  ...WithSpecifications,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'স্পেসিফিকেশন' });
    await expect(within(table).getByText('AM5')).toBeInTheDocument();
    await expect(within(table).getAllByText('৪').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('checkbox', { name: new RegExp(boardNameBn) })).not.toBeChecked();
  },
};
