import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleReviews, unbroken } from '../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../support/fitStoryHelpers.ts';
import { chooseDigits } from '../i18n/digits.ts';
import { ReviewCard, ReviewCardSkeleton } from './ReviewCard.tsx';

const review = sampleReviews(1)[0]!;

const meta = {
  title: 'Domain/ReviewCard',
  component: ReviewCard,
  tags: ['autodocs'],
  args: { review },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: 'A customer review (requirements §2): the rating as "{rating} / 5" with stars, and the description.',
      },
    },
  },
} satisfies Meta<typeof ReviewCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement);
    await expect(card.getByText('4.8 / 5')).toBeInTheDocument();
    await expect(card.getByText(review.description)).toBeInTheDocument();
  },
};

/** A review and a name typed without spaces wrap anywhere inside the card. */
export const UnbrokenValues: Story = {
  args: { review: { ...review, description: `${unbroken.item}${unbroken.address}`, authorName: unbroken.customer } },
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};

export const LowRating: Story = { args: { review: { _id: 'r-low', rating: 1.3, description: 'Late delivery.' } } };

export const LongText: Story = {
  args: {
    review: {
      _id: 'r-long',
      rating: 5,
      authorName: 'Procurement team, Chattogram Polytechnic Institute computer laboratory',
      description:
        'We ordered sixty workstations worth of parts for our new laboratory and every single component arrived labelled, tested and on time. The support engineers stayed on a call with our technicians through the first assembly day and answered every question about BIOS settings and cooling. Highly recommended for institutions that buy in bulk.',
    },
  },
};

export const Loading: Story = { render: () => <ReviewCardSkeleton /> };

/** In Bangla: the rating out of ৫, in Bangla digits. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('৪.৮ / ৫')).toBeInTheDocument();
  },
};

/** In Bangla for a reader who keeps Latin digits: the rating and the catalog's own ৫ in 0-9. */
export const BanglaLatinDigits: Story = {
  globals: { locale: 'bn' },
  beforeEach: () => {
    chooseDigits('latin');
    return () => chooseDigits('native');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('4.8 / 5')).toBeInTheDocument();
  },
};
