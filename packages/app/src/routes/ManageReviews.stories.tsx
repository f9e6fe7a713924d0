import { apiPaths, failures, toasts, type ManagedReview } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as ManageReviews } from './ManageReviews.tsx';
import { sampleReviews } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Manage Reviews',
  render: () => (
    <PageHarness
      Page={ManageReviews}
      route="/dashboard/manage-reviews"
      path="/dashboard/manage-reviews"
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const managed = (): ManagedReview[] =>
  sampleReviews(3).map((review, i) => ({ ...review, author: `reviewer${i + 1}@example.com`, hidden: false }));

/** Hiding a review toasts, and the list shows it hidden, with Show to undo. */
export const Default: Story = {
  beforeEach({ msw }) {
    let reviews = managed();
    msw.use(
      http.get(`/api${apiPaths.manageReviews}`, () =>
        HttpResponse.json(reviews, { headers: { 'x-total-count': String(reviews.length) } }),
      ),
      http.put(`/api${apiPaths.reviews}/:id/hidden`, async ({ params, request }) => {
        const { hidden } = (await request.json()) as { hidden: boolean };
        reviews = reviews.map((review) => (review._id === params.id ? { ...review, hidden } : review));
        return HttpResponse.json({ acknowledged: true, modifiedCount: 1 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Manage Reviews: 3' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the review by Tanvir Ahmed' }));
    await expect(await screen.findByText(toasts.reviewHidden('Tanvir Ahmed'))).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Show the review by Tanvir Ahmed' })).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.manageReviews}`, () =>
        HttpResponse.json({ message: 'The database is unavailable' }, { status: 500 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(failures.server);
  },
};
