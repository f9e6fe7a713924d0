import { apiPaths, type CustomerGroup, type GroupPriceEntry } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inPhoneWindow, priceListChoices, samplePriceList, sampleGroups } from '@storefront/ui/stories';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as CustomerGroups } from './CustomerGroups.tsx';

const meta = {
  title: 'Pages/Dashboard/Customer groups',
  render: () => (
    <PageHarness
      Page={CustomerGroups}
      route="/dashboard/customer-groups"
      path="/dashboard/customer-groups"
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stand-ins for the groups' routes and the catalog's search (requirements §20.5). */
function groupHandlers(start: CustomerGroup[] = sampleGroups, prices: GroupPriceEntry[] = samplePriceList) {
  let groups = start;
  let list = prices;
  return [
    http.get(`/api${apiPaths.customerGroups}`, () => HttpResponse.json(groups)),
    http.post(`/api${apiPaths.customerGroups}`, async ({ request }) => {
      const { name } = (await request.json()) as { name: string };
      if (groups.some((g) => g.name === name))
        return HttpResponse.json(
          { message: 'Another group has this name', errors: { name: 'Another group has this name' } },
          { status: 409 },
        );
      const group = {
        _id: `group-${groups.length + 1}`,
        name,
        created_at: '2026-11-28T08:00:00.000Z',
        users: 0,
        companies: 0,
      };
      groups = [...groups, group];
      return HttpResponse.json(group, { status: 201 });
    }),
    http.delete(`/api${apiPaths.customerGroup.route}`, ({ params }) => {
      groups = groups.filter((g) => g._id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`/api${apiPaths.customerGroupPrices.route}`, ({ params }) =>
      groups.some((g) => g._id === params.id)
        ? HttpResponse.json(list)
        : HttpResponse.json({ message: 'No such customer group' }, { status: 404 }),
    ),
    http.put(`/api${apiPaths.customerGroupPrices.route}`, async ({ request }) => {
      const { prices: sent } = (await request.json()) as { prices: { item: string; price: number | null }[] };
      if (sent.some((p) => p.item === 'item-ram-2'))
        return HttpResponse.json(
          {
            message: 'No such item in the catalog',
            errors: {
              [`prices.${sent.findIndex((p) => p.item === 'item-ram-2')}.item`]: 'No such item in the catalog',
            },
          },
          { status: 400 },
        );
      list = sent.map((p) => ({
        ...(samplePriceList.find((e) => e.item === p.item) ?? samplePriceList[0]!),
        ...p,
        percent_off: null,
        tiers: [],
        valid_from: null,
        valid_until: null,
      }));
      return HttpResponse.json(list);
    }),
    http.get(`/api${apiPaths.itemSearch}`, ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const items = priceListChoices.filter((c) => c.name.toLowerCase().includes(q) || c.sku.toLowerCase().includes(q));
      return HttpResponse.json({ items, total: items.length });
    }),
  ];
}

const onPrices = (id: string) => ({
  render: () => (
    <PageHarness
      Page={CustomerGroups}
      route="/dashboard/customer-groups/:groupId"
      path={`/dashboard/customer-groups/${id}`}
      dashboard="admin"
      auth={admin}
    />
  ),
});

/** The groups: one created (a name taken is refused at its field), one deleted after the question. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(...groupHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Customer groups: 3' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Customer groups' })).toHaveAttribute('aria-current', 'page');
    const name = canvas.getByRole('textbox', { name: "New group's name" });
    await userEvent.type(name, 'Dealer');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Another group has this name'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Integrators');
    await userEvent.click(canvas.getByRole('button', { name: 'Create group' }));
    await expect(await screen.findByText('Integrators is created')).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Customer groups: 4' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Integrators' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete the group Integrators?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByRole('heading', { name: 'Customer groups: 3' })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A group's price list: an item added from the search, a price given, saved; a refusal lands on its entry. */
export const PriceList: Story = {
  ...onPrices('group-dealer'),
  beforeEach({ msw }) {
    msw.use(...groupHandlers());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Prices of Dealer' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Customer groups' })).toHaveAttribute('aria-current', 'page');
    const picker = canvas.getByRole('combobox', { name: 'Add an item (name, SKU or id)' });
    await userEvent.type(picker, 'CC-RAM-KF16D5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    const ram = await canvas.findByRole('group', { name: 'Kingston Fury Beast 16GB DDR5 5600' });
    await userEvent.type(within(ram).getByRole('textbox', { name: /^Price each/ }), '5900');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await expect(await within(ram).findByRole('alert')).toHaveTextContent('No such item in the catalog');
    await userEvent.click(within(ram).getByRole('button', { name: 'Remove Kingston Fury Beast 16GB DDR5 5600' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the price list' }));
    await expect(await screen.findByText('The price list of Dealer is saved')).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A group that is not there (deleted meanwhile): said so, with the way back. */
export const UnknownGroup: Story = {
  ...onPrices('group-gone'),
  beforeEach({ msw }) {
    msw.use(...groupHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No such customer group')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...groupHandlers([]));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No customer groups yet')).toBeInTheDocument();
  },
};

/** On a phone in Bangla: the price list fits 390 px. */
export const BanglaPhone: Story = {
  ...onPrices('group-dealer'),
  tags: ['mobile'],
  parameters: { ...inPhoneWindow.parameters, layout: 'fullscreen' },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach({ msw }) {
    msw.use(...groupHandlers());
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Dealer-এর দাম' })).toBeInTheDocument();
  },
};
