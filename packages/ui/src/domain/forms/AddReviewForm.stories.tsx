import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddReviewForm } from './AddReviewForm.tsx';
import { SubmitError } from './formSubmit.ts';
import { expectFieldError, field, submitForm } from '../../../support/formStoryHelpers.ts';

const meta = {
  title: 'Forms/AddReviewForm',
  component: AddReviewForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Add Review (requirements §2, §5): a rating from 1 to 5 in steps of 0.1 and a required description (shared `reviewInputSchema`). A rejected `onSubmit` keeps the review and shows its `fieldErrors` at the fields, or its message under the form.',
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
    await userEvent.click(canvas.getByRole('button', { name: 'Post Review' }));
    await expectFieldError(canvas, 'Rating', messages.ratingRequired);
    await expectFieldError(canvas, 'Description', messages.reviewDescriptionRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // "Rating is Required" sits under a field that looks empty, not under a greyed example value.
    await expect(canvas.getByRole('spinbutton', { name: /Rating/ })).not.toHaveAttribute('placeholder');
  },
};

export const RatingOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Rating: '7', Description: 'Great parts' }, 'Post Review');
    await expectFieldError(canvas, 'Rating', messages.ratingRange);
  },
};

export const RatingStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Rating: '4.55', Description: 'Great parts' }, 'Post Review');
    await expectFieldError(canvas, 'Rating', messages.ratingStep);
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Rating: '4.5', Description: 'Great parts, fast delivery.' }, 'Post Review');
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
    await submitForm(canvas, { Rating: '4.5', Description: 'Great parts, fast delivery.' }, 'Post Review');
    const submit = canvas.getByRole('button', { name: /Post Review/ });
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
    await submitForm(canvas, { Rating: '5', Description: 'Second try.' }, 'Post Review');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, description: 'Second try.' }));
    await waitFor(() => expect(field(canvas, 'Description')).toHaveValue(''));
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refuses a field (its own check of the same rules): the message shows there and the review stays. */
export const ServerFieldError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('Check the review', { description: 'Must be 2000 characters or fewer' });
    }),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Rating: '4.5', Description: 'Great parts, fast delivery.' }, 'Post Review');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expectFieldError(canvas, 'Description', 'Must be 2000 characters or fewer');
    await expect(field(canvas, 'Rating')).toHaveValue(4.5);
    await expect(canvas.queryByText('Check the review')).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A failure that names no field (the server is down) shows under the form; the review stays to retry. */
export const SubmitFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('The server answered 503. Try again in a moment.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Rating: '5', Description: 'Second try.' }, 'Post Review');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The server answered 503. Try again in a moment.');
    await expect(field(canvas, 'Description')).toHaveValue('Second try.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
