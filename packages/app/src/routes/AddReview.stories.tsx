import { apiPaths } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness } from '../../support/PageHarness.tsx';
import { Component as AddReview } from './AddReview.tsx';

const meta = {
  title: 'Pages/Dashboard/Add Review',
  render: () => (
    <PageHarness Page={AddReview} route="/dashboard/add-review" path="/dashboard/add-review" dashboard="customer" />
  ),
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

async function postReview(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByLabelText(/^Rating/), '4.6');
  await userEvent.type(canvas.getByLabelText(/^Description/), 'Every unit passed our tests.');
  await userEvent.click(canvas.getByRole('button', { name: 'Post Review' }));
}

/** Posted: the required toast (requirements §8), and the form is empty for the next review. */
export const Posted: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(`/api${apiPaths.reviews}`, () =>
        HttpResponse.json({ acknowledged: true, insertedId: 'review-9' }, { status: 201 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await postReview(canvas);
    await expect(await screen.findByText('Your Review is posted!')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByLabelText(/^Description/)).toHaveValue(''));
  },
};

/** The server refuses a field: the message shows at that field and the review stays. */
export const Refused: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post(`/api${apiPaths.reviews}`, () =>
        HttpResponse.json(
          { message: 'Invalid review', errors: { description: 'Contains a character that is not allowed' } },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await postReview(canvas);
    await expect(await canvas.findByText('Contains a character that is not allowed')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Description/)).toHaveValue('Every unit passed our tests.');
    await expect(canvas.queryByText('Invalid review')).toBeNull();
  },
};
