import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from './FormField.tsx';
import { NumberInput } from './NumberInput.tsx';
import { RatingInput } from './RatingInput.tsx';

const meta = {
  title: 'Primitives/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A number field with a numeric keyboard on phones and an optional unit suffix. A text field by default (`inputMode` numeric or decimal), so Bangla digits can be typed: Chromium\'s number field takes only 0-9, and the shared schemas read "১০" as 10. `RatingInput` is the 1 to 5, step 0.1 rating field of the review form, a number field stepped by the arrow keys.',
      },
    },
  },
} satisfies Meta<typeof NumberInput>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Quantity: Story = {
  render: (args) => (
    <FormField label="Quantity">
      <NumberInput {...args} inputMode="numeric" defaultValue={10} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await expect(input).toHaveValue('25');
  },
};

/** A text field, not a number field: Bangla digits can be typed (the shared schemas read "১০" as 10). */
export const BanglaDigits: Story = {
  render: (args) => (
    <FormField label="Quantity">
      <NumberInput {...args} inputMode="numeric" suffix="pcs" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '১০');
    await expect(input).toHaveValue('১০');
  },
};

export const WithSuffix: Story = {
  render: (args) => (
    <FormField label="Price Per Unit">
      <NumberInput {...args} suffix="BDT" defaultValue={1500} />
    </FormField>
  ),
};

export const Disabled: Story = {
  render: (args) => (
    <FormField label="Quantity">
      <NumberInput {...args} disabled defaultValue={10} />
    </FormField>
  ),
};

export const Rating: Story = {
  render: () => (
    <FormField label="Rating" hint="From 1 to 5, in steps of 0.1.">
      <RatingInput />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Rating');
    await expect(input).toHaveAttribute('min', '1');
    await expect(input).toHaveAttribute('max', '5');
    await expect(input).toHaveAttribute('step', '0.1');
    await userEvent.type(input, '4.5');
    await expect(input).toHaveValue(4.5);
  },
};

export const RatingWithError: Story = {
  render: () => (
    <FormField label="Rating" error="Rating must be between 1 and 5">
      <RatingInput defaultValue={7} />
    </FormField>
  ),
};
