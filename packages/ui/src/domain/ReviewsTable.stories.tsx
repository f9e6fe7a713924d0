import type { ManagedReview } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleReviews } from '../../support/fixtures.ts';
import { ReviewsTable } from './ReviewsTable.tsx';

const reviews: ManagedReview[] = sampleReviews(4).map((review, i) => ({
  ...review,
  author: `reviewer${i + 1}@example.com`,
  hidden: i === 2,
}));

const meta = {
  title: 'Domain/ReviewsTable',
  component: ReviewsTable,
  tags: ['autodocs'],
  args: { reviews, onSetHidden: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Manage Reviews (administrators): every review, newest first, with its rating, text, author (display name and address) and date; Hide takes a review off the public lists, Show brings it back. A returned promise shows a spinner on that row.',
      },
    },
  },
} satisfies Meta<typeof ReviewsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage Reviews: 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Hide / })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the review by Nusrat Jahan' }));
    await expect(args.onSetHidden).toHaveBeenCalledWith(reviews[0], true);
    await userEvent.click(canvas.getByRole('button', { name: 'Show the review by Farhana Akter' }));
    await expect(args.onSetHidden).toHaveBeenCalledWith(reviews[2], false);
  },
};

export const Pending: Story = {
  args: { onSetHidden: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide the review by Tanvir Ahmed' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Hide the review by Tanvir Ahmed' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Hide the review by Nusrat Jahan' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { onSetHidden: fn(() => Promise.reject(new Error('Something went wrong on our side.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Hide the review by Nusrat Jahan' });
    await userEvent.click(button);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
  },
};

/** A second page: the heading counts every review, rows are numbered on from the first page. */
export const SecondPage: Story = {
  args: { total: 24, offset: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Manage Reviews: 24' })).toBeInTheDocument();
    await expect(within(canvas.getAllByRole('row')[1]!).getAllByRole('cell')[0]).toHaveTextContent('21');
  },
};

export const LongText: Story = {
  args: {
    reviews: [
      {
        ...reviews[0]!,
        author: 'a.very.long.address.of.a.reviewer.from.a.university.lab@students.example.edu.bd',
        description: `${'Great parts and good service. '.repeat(12)}\nSecond line.`,
      },
    ],
  },
};

export const Phone: Story = { tags: ['mobile'] };
export const Empty: Story = { args: { reviews: [] } };
export const Loading: Story = { args: { reviews: [], isLoading: true } };
export const ServerError: Story = {
  args: { reviews: [], error: 'Something went wrong on our side. Please try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** In Bangla: the headings, the status badges and Hide / Show. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /^রিভিউ ম্যানেজ করুন: / })).toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /-এর রিভিউ (লুকান|দেখান)$/ }).length).toBeGreaterThan(0);
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'] };
