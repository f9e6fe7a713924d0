import { apiPaths, failures, formatBdt, latestItems, RECENT_REVIEWS } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as Home } from './Home.tsx';
import { sampleItems, sampleReviews } from '@storefront/ui/stories';

const api = (path: string) => `/api${path}`;

const meta = {
  title: 'Pages/Home',
  render: () => <PageHarness Page={Home} route="/" path="/" />,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const sectionHeadings = [
  'The Ultimate Club of Computer Manufacturing',
  'Our Latest Items',
  'These stats say it all',
  'Recent Reviews',
  'Offers',
  'Contact Us',
];

/** The server answers ?latest=1 and ?recent=1 with the last 6 items and the last 3 reviews, as here. */
export const Default: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(api(apiPaths.itemList), () => HttpResponse.json(latestItems(sampleItems(8)))),
      http.get(api(apiPaths.reviews), () => HttpResponse.json(sampleReviews(5).slice(-RECENT_REVIEWS))),
      http.get('/api/config', () =>
        HttpResponse.json({
          firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' },
          contactEmail: 'sales@computerclub.test',
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The sections below the hero come with their own chunk (Home.tsx).
    const headings = (await canvas.findAllByRole('heading', { level: 2 })).map((h) => h.textContent);
    await expect([canvas.getByRole('heading', { level: 1 }).textContent, ...headings]).toEqual(sectionHeadings);
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /^Purchase: / })).toHaveLength(6));
    const items = sampleItems(8);
    await expect(canvas.getByRole('link', { name: `Purchase: ${items[2]!.name}` })).toHaveAttribute(
      'href',
      '/purchase/item-3',
    );
    await expect(canvas.queryByRole('link', { name: `Purchase: ${items[0]!.name}` })).toBeNull();
    await expect(canvas.getByText(formatBdt(items[7]!.price_per_unit))).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByText(/^\d(\.\d)? \/ 5$/)).toHaveLength(3));
    await expect(canvas.getByText('Upto 10% off for all new cutomers')).toBeInTheDocument();
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute(
        'href',
        'mailto:sales@computerclub.test',
      ),
    );
  },
};

/** Three to five items show the last three. */
export const FewItems: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(api(apiPaths.itemList), () => HttpResponse.json(latestItems(sampleItems(4)))),
      http.get(api(apiPaths.reviews), () => HttpResponse.json(sampleReviews(2).slice(-RECENT_REVIEWS))),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /^Purchase: / })).toHaveLength(3));
    await waitFor(() => expect(canvas.getAllByText(/ \/ 5$/)).toHaveLength(2));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(api(apiPaths.itemList), () => HttpResponse.json([])),
      http.get(api(apiPaths.reviews), () => HttpResponse.json([])),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Our Latest Items' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('link', { name: /^Purchase: / })).toHaveLength(0);
  },
};

/** Placeholders hold the lists' places while they load. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(api(apiPaths.itemList), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
      http.get(api(apiPaths.reviews), async () => {
        await delay('infinite');
        return HttpResponse.json([]);
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[aria-busy="true"]')).toHaveLength(2));
  },
};

/** The home lists say they failed, in plain words, with "Try again"; the rest of the page stays. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(api(apiPaths.itemList), () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })),
      http.get(api(apiPaths.reviews), () => HttpResponse.json({ message: 'Internal error' }, { status: 500 })),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Contact Us' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('link', { name: /^Purchase: / })).toHaveLength(0);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('The latest items could not be loaded.'),
      expect.stringContaining('The recent reviews could not be loaded.'),
    ]);
    await expect(alerts[0]).toHaveTextContent(failures.server);
    await expect(canvas.getAllByRole('button', { name: 'Try again' })).toHaveLength(2);
  },
};

/** The home page in Bangla: the tab's name, and the latest items as in English. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  beforeEach: Default.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(document.title).toBe('Computer Club Manufacturers Ltd | A থেকে Z, কম্পিউটার পার্টস আমাদের তৈরি'),
    );
    await expect(document.documentElement).toHaveAttribute('lang', 'bn');
    await expect(await canvas.findByText(sampleItems(8)[2]!.name)).toBeInTheDocument();
  },
};
