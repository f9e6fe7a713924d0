import { apiPaths } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { inPhoneWindow, sampleCompanies, sampleGroups } from '@storefront/ui/stories';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as Companies } from './Companies.tsx';

const meta = {
  title: 'Pages/Dashboard/Companies',
  render: () => (
    <PageHarness
      Page={Companies}
      route="/dashboard/companies"
      path="/dashboard/companies"
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
  // The customer groups (requirements §20.5): each company's, chosen in its row.
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.customerGroups}`, () => HttpResponse.json(sampleGroups)),
      http.put(`/api${apiPaths.companyCustomerGroup.route}`, async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const all = sampleCompanies(6);

/** A stand-in for GET /api/companies: `q` finds part of a name or a BIN. */
const companiesHandler = http.get(`/api${apiPaths.companies}`, ({ request }) => {
  const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
  const found = all.filter((c) => c.name.toLowerCase().includes(q) || c.bin.includes(q));
  return HttpResponse.json(found, { headers: { 'x-total-count': String(found.length) } });
});

/** Every company; the search asks the server by name or BIN. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(companiesHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Companies: 6' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Companies' })).toHaveAttribute('aria-current', 'page');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'meghna');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Companies: 1' })).toBeInTheDocument(), {
      timeout: 3000,
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A company put in a customer group from its row (PUT /api/companies/{id}/customer-group), with a toast. */
export const AssignGroup: Story = {
  beforeEach({ msw }) {
    msw.use(companiesHandler);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Customer group of Jamuna IT Solutions' });
    await userEvent.selectOptions(select, 'Corporate');
    await expect(await screen.findByText('Jamuna IT Solutions is in Corporate now')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.companies}`, () => HttpResponse.json([], { headers: { 'x-total-count': '0' } })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No companies yet')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.companies}`, () => delay('infinite')));
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(http.get(`/api${apiPaths.companies}`, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: { ...inPhoneWindow.parameters, layout: 'fullscreen' },
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'কোম্পানি: ৬' })).toBeInTheDocument();
  },
};
