import { RECENT_REVIEWS } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleReviews } from '../../../support/fixtures.ts';
import { RecentReviewsSection } from './RecentReviewsSection.tsx';

const meta = {
  title: 'Home/RecentReviewsSection',
  component: RecentReviewsSection,
  tags: ['autodocs'],
  args: { reviews: sampleReviews(5).slice(-RECENT_REVIEWS) },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The last 3 reviews (requirements §9) as ReviewCards, 1 / 2 / 3 columns on small / medium / large screens.',
      },
    },
  },
} satisfies Meta<typeof RecentReviewsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(/ \/ 5$/)).toHaveLength(3);
  },
};

export const Empty: Story = { args: { reviews: [] } };
export const Loading: Story = { args: { reviews: [], isLoading: true } };

const retry = fn();
/** The list failed to load: plain words and "Try again" (the rest of the page stays). */
export const Failed: Story = {
  args: {
    reviews: [],
    error: 'Something went wrong on our side. Please try again in a moment.',
    onRetry: retry,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The recent reviews could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledOnce();
  },
};
