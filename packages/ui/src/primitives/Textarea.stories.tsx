import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LabelledControl, type LabelledStoryArgs } from '../../support/LabelledControl.tsx';
import { Textarea, type TextareaProps } from './Textarea.tsx';

type TextareaStoryArgs = TextareaProps & LabelledStoryArgs;

function LabelledTextarea({ label, error, ...props }: TextareaStoryArgs) {
  return (
    <LabelledControl label={label} error={error} className="max-w-md">
      {(wiring) => <Textarea {...wiring} {...props} />}
    </LabelledControl>
  );
}

const longReview =
  'We ordered sixty workstations worth of parts for our new laboratory and every single component arrived labelled, tested and on time. The support engineers stayed on a call with our technicians through the first assembly day and answered every question about BIOS settings and cooling. The only thing we would change is the packaging of the memory kits, which could be a little sturdier for the trip to Chattogram. Highly recommended for institutions that buy in bulk.';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  tags: ['autodocs'],
  args: { label: 'Description' },
  argTypes: {
    label: { control: 'text', description: 'Story only: the text of the `Label` tied to the textarea.' },
    error: { control: 'text', description: 'Story only: a validation message tied with `aria-describedby`.' },
  },
  render: (args) => <LabelledTextarea {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A multi-line text input (review and item descriptions), four rows by default (`rows`). Same look and states as `Input`: red border with `aria-invalid`, greyed out when `disabled`; its `ref` is a prop for react-hook-form's `register()`. Long text scrolls inside the field.",
      },
    },
  },
} satisfies Meta<TextareaStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { placeholder: 'How were the parts, the delivery, the support?' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByLabelText('Description');
    await expect(box).toHaveAttribute('rows', '4');
    await userEvent.click(canvas.getByText('Description'));
    await expect(box).toHaveFocus();
    // Enter starts a new line instead of submitting the form.
    await userEvent.type(box, 'Solid build{Enter}Fast delivery');
    await expect(box).toHaveValue('Solid build\nFast delivery');
  },
};

export const WithValue: Story = {
  args: { defaultValue: 'Factory-tested component built in our Dhaka plant, with a two-year warranty.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Description');
    await userEvent.type(box, ' Bulk pricing.');
    await expect(box).toHaveValue(
      'Factory-tested component built in our Dhaka plant, with a two-year warranty. Bulk pricing.',
    );
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'Reviews are closed for this order.', disabled: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Description');
    await expect(box).toBeDisabled();
    await userEvent.type(box, 'x');
    await expect(box).toHaveValue('Reviews are closed for this order.');
  },
};

export const Invalid: Story = {
  args: { error: messages.reviewDescriptionRequired },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Description');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(messages.reviewDescriptionRequired);
  },
};

export const LongText: Story = {
  args: { defaultValue: longReview },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Description');
    // The whole text is kept; the field scrolls at its four rows instead of growing.
    await expect(box).toHaveValue(longReview);
    await expect(box.scrollHeight).toBeGreaterThan(box.clientHeight);
  },
};
