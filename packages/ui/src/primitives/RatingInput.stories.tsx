import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField.tsx';
import { RatingInput, type RatingInputProps } from './RatingInput.tsx';

interface RatingStoryArgs extends RatingInputProps {
  /** Story only: the validation message the FormField shows. */
  error?: string;
}

const hint = 'From 1 to 5, in steps of 0.1.';

const meta = {
  title: 'Primitives/RatingInput',
  component: RatingInput,
  tags: ['autodocs'],
  // Shown the way the review form uses it: inside a FormField, which ties the label, hint and error.
  render: ({ error, ...args }) => (
    <FormField label="Rating" hint={hint} error={error} className="max-w-xs">
      <RatingInput {...args} />
    </FormField>
  ),
  argTypes: {
    error: { control: 'text', description: 'Story only: the validation message the FormField shows.' },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The review rating (requirements §3, §5, §9): a number field from 1 to 5 in steps of 0.1 with a "/ 5" suffix. The browser\'s own number stepping (arrow keys, spin buttons) moves by 0.1 and stops at 1 and 5; typed values out of range or off the step are reported by the shared `reviewInputSchema` ("Rating must be between 1 and 5", "Rating must be in steps of 0.1"). Takes every NumberInput prop except `min`, `max`, `step` and `suffix`.',
      },
    },
  },
} satisfies Meta<RatingStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: 'Rating' });
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('max', '5');
    await expect(input).toHaveAttribute('step', '0.1');
    // Empty means empty: no greyed example that reads as a value (the hint gives the range).
    await expect(input).not.toHaveAttribute('placeholder');
    await expect(input).toHaveAccessibleDescription(hint);
    // The "/ 5" suffix is decoration: it is not part of the field's name or value.
    await expect(canvas.getByText('/ 5')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.type(input, '4.5');
    await expect(input).toHaveValue(4.5);
  },
};

export const WithValue: Story = {
  args: { defaultValue: 4.8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Rating')).toHaveValue(4.8);
  },
};

export const StepAndBounds: Story = {
  parameters: {
    docs: {
      description: {
        story:
          "ArrowUp / ArrowDown and the spin buttons call the input's `stepUp()` / `stepDown()`. Simulated key events have no default action, so the play function calls those methods directly to prove the 0.1 step and the 1 and 5 bounds.",
      },
    },
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Rating') as HTMLInputElement;
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('4');
    input.stepUp();
    await expect(input).toHaveValue(4.1);
    input.stepDown(2);
    await expect(input).toHaveValue(3.9);
    // Stepping stops at the maximum...
    input.stepUp(20);
    await expect(input).toHaveValue(5);
    input.stepUp();
    await expect(input).toHaveValue(5);
    // ...and at the minimum.
    input.stepDown(100);
    await expect(input).toHaveValue(1);
    input.stepDown();
    await expect(input).toHaveValue(1);
    // Typed values are not clamped: the browser flags them and the form's schema reports them.
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await expect(input.validity.rangeOverflow).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '4.55');
    await expect(input.validity.stepMismatch).toBe(true);
    await userEvent.clear(input);
    await userEvent.type(input, '4.6');
    await expect(input.validity.valid).toBe(true);
  },
};

export const Disabled: Story = {
  args: { defaultValue: 4, disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Rating');
    await expect(input).toBeDisabled();
    await userEvent.type(input, '5');
    await expect(input).toHaveValue(4);
  },
};

export const OutOfRange: Story = {
  args: { defaultValue: 7, error: messages.ratingRange },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Rating/) as HTMLInputElement;
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(`${hint} ${messages.ratingRange}`);
    await expect(input.validity.rangeOverflow).toBe(true);
  },
};

export const OffStep: Story = {
  args: { defaultValue: 4.55, error: messages.ratingStep },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Rating/) as HTMLInputElement;
    await expect(input).toHaveAccessibleDescription(`${hint} ${messages.ratingStep}`);
    await expect(input.validity.stepMismatch).toBe(true);
  },
};
