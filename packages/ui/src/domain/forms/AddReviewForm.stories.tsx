import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddReviewForm } from './AddReviewForm.tsx';
import { expectFieldError, field, fill } from './formStoryHelpers.ts';

const meta = {
  title: 'Forms/AddReviewForm',
  component: AddReviewForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Add Review (spec 2, 5): a rating from 1 to 5 in steps of 0.1 and a required description (shared `reviewInputSchema`).',
      },
    },
  },
} satisfies Meta<typeof AddReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Review' }));
    await expectFieldError(canvas, 'Rating', messages.ratingRequired);
    await expectFieldError(canvas, 'Description', messages.reviewDescriptionRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RatingOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Rating', '7');
    await fill(canvas, 'Description', 'Great parts');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Review' }));
    await expectFieldError(canvas, 'Rating', messages.ratingRange);
  },
};

export const RatingStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Rating', '4.55');
    await fill(canvas, 'Description', 'Great parts');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Review' }));
    await expectFieldError(canvas, 'Rating', messages.ratingStep);
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Rating', '4.5');
    await fill(canvas, 'Description', 'Great parts, fast delivery.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Review' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4.5, description: 'Great parts, fast delivery.' }),
    );
    // The form clears itself for the next review.
    await waitFor(() => expect(field(canvas, 'Description')).toHaveValue(''));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Rating', '4.5');
    await fill(canvas, 'Description', 'Great parts, fast delivery.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Review' }));
    const submit = canvas.getByRole('button', { name: /Add Review/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The review is cleared only once it is posted, not while the request runs.
    await expect(field(canvas, 'Rating')).toHaveValue(4.5);
    await expect(field(canvas, 'Description')).toHaveValue('Great parts, fast delivery.');
  },
};

export const ServerError: Story = {
  args: { error: 'The server answered 500. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server answered 500. Try again in a moment.');
    // Retrying is submitting again: the handler runs with the values, then the form clears.
    await fill(canvas, 'Rating', '5');
    await fill(canvas, 'Description', 'Second try.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Review' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, description: 'Second try.' }));
    await waitFor(() => expect(field(canvas, 'Description')).toHaveValue(''));
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
