import { formatBdt } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { admin, PageHarness } from '../../support/PageHarness.tsx';
import { Component as Overview } from './Overview.tsx';
import { sampleOverview } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Overview',
  render: () => (
    <PageHarness
      Page={Overview}
      route="/dashboard/overview"
      path="/dashboard/overview"
      auth={admin}
      dashboard="admin"
    />
  ),
  parameters: { layout: 'fullscreen' },
  // Its charts measure text in Recharts' shared span (see Reports/RevenueChart): a page of its own.
  tags: ['own-document'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last 30 days (no period in the URL): the server's default. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/reports/overview', () => HttpResponse.json(sampleOverview())));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('28 Oct 2026 to 26 Nov 2026 · days in Asia/Dhaka time')).toBeVisible();
    const figures = canvas.getByRole('region', { name: 'Key figures' });
    await expect(figures).toHaveTextContent('Down');
    await expect(figures).toHaveTextContent('on the previous 30 days');
    // Goods and delivery apart (requirements §17): the delivery charged has a card of its own.
    const overview = sampleOverview();
    await expect(figures).toHaveTextContent('Delivery charges');
    await expect(figures).toHaveTextContent(formatBdt(overview.period.delivery));
    await expect(canvas.getByRole('link', { name: 'Confirm them in Manage All Orders' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders?status=placed',
    );
    await expect(canvas.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(canvasElement.querySelector('.recharts-area')).not.toBeNull());
  },
};

/** Choosing 7 days asks for them, and the figures follow. */
export const SevenDays: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reports/overview', ({ request }) => {
        const url = new URL(request.url);
        const from = url.searchParams.get('from');
        return HttpResponse.json(
          from ? sampleOverview({ days: 7, to: url.searchParams.get('to')! }) : sampleOverview(),
        );
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/days in Asia\/Dhaka time/);
    await userEvent.click(canvas.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Key figures' })).toHaveTextContent('on the previous 7 days'),
    );
    await expect(canvas.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const EmptyPeriod: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/reports/overview', () => HttpResponse.json(sampleOverview({ scale: 0 }))));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No revenue in this period')).toBeVisible();
    await expect(canvas.getByText('No sales in this period')).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reports/overview', async () => {
        await delay('infinite');
        return HttpResponse.json(sampleOverview());
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading Revenue per day')).toBeInTheDocument();
  },
};

export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reports/overview', () =>
        HttpResponse.json({ message: 'The server answered 500' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const alerts = await within(canvasElement).findAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent('These figures could not be loaded.');
    // No figure waits forever behind a skeleton, and the heading says why the period is missing.
    await expect(canvasElement).toHaveTextContent('The figures could not be loaded');
    await expect(within(canvasElement).getAllByText('Could not be loaded')).toHaveLength(5);
    await expect(within(canvasElement).queryByText('Loading Revenue')).toBeNull();
  },
};

/**
 * A period from the address the server refuses (a bookmark, a typed link): its reason beside the
 * date fields, no figure saying "Could not be loaded" with a Try again that would be refused again.
 */
export const RefusedPeriod: Story = {
  render: () => (
    <PageHarness
      Page={Overview}
      route="/dashboard/overview"
      path="/dashboard/overview?from=2026-03-10&to=2026-03-01"
      auth={admin}
      dashboard="admin"
    />
  ),
  beforeEach({ msw }) {
    msw.use(
      http.get('/api/reports/overview', () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: { to: 'The last day must not be before the first' } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picker starts afresh with the server's answer: the fields are read after it.
    await waitFor(() =>
      expect(canvas.getByLabelText('To')).toHaveAccessibleDescription('The last day must not be before the first'),
    );
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-03-10');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-03-01');
    await expect(canvasElement).toHaveTextContent('Choose another period to see its figures');
    await expect(canvasElement).not.toHaveTextContent('could not be loaded');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Key figures' })).toBeNull();
  },
};

export const Phone: Story = {
  ...Default,
  tags: ['mobile'],
};

/** The overview in Bangla: its heading, figures' names, the period's zone and the sidebar's links. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/ · দিন Asia\/Dhaka সময় অনুযায়ী$/)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'ওভারভিউ' })).toBeInTheDocument();
    const figures = canvas.getByRole('region', { name: 'মূল হিসাব' });
    await expect(figures).toHaveTextContent('আয়');
    await expect(figures).toHaveTextContent('কনফার্মেশনের অপেক্ষায়');
    await expect(canvas.getByRole('link', { name: 'সব অর্ডার ম্যানেজ করুন পেজে কনফার্ম করুন' })).toHaveAttribute(
      'href',
      '/dashboard/manage-orders?status=placed',
    );
    const sidebar = within(canvas.getByRole('navigation', { name: 'ড্যাশবোর্ড' }));
    await expect(sidebar.getByRole('link', { name: 'ওভারভিউ' })).toHaveAttribute('aria-current', 'page');
    await expect(document.title).toBe('ওভারভিউ | Computer Club Manufacturers Ltd');
  },
};
