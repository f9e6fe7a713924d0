import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Input, type InputProps } from './Input.tsx';
import { LabelledControl, type LabelledStoryArgs } from '../../support/LabelledControl.tsx';

type InputStoryArgs = InputProps & LabelledStoryArgs;

function LabelledInput({ label, error, ...props }: InputStoryArgs) {
  return (
    <LabelledControl label={label} error={error} className="max-w-sm">
      {(wiring) => <Input {...wiring} {...props} />}
    </LabelledControl>
  );
}

const longAddress =
  'Flat 7B, House 12, Road 5, Dhanmondi Residential Area, Dhaka 1205, Bangladesh (ring the bell twice, the guard keeps parcels after 6 pm)';

const meta = {
  title: 'Primitives/Input',
  component: Input,
  tags: ['autodocs'],
  args: { label: 'Name' },
  argTypes: {
    label: { control: 'text', description: 'Story only: the text of the `Label` tied to the input.' },
    error: { control: 'text', description: 'Story only: a validation message tied with `aria-describedby`.' },
  },
  render: (args) => <LabelledInput {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "A single-line text input (text, email, password, tel, url, file). It takes every `<input>` attribute and its `ref` as a prop, so react-hook-form's `register()` spreads onto it. `aria-invalid` turns the border red, `disabled` greys it out. Tie it to a `Label` with `htmlFor`/`id`, or wrap it in `FormField`, which does that and shows the hint and error.",
      },
    },
  },
} satisfies Meta<InputStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('type', 'email');
    // The label is tied to the input: clicking it focuses the input.
    await userEvent.click(canvas.getByText('Email'));
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'rahim@mail.com');
    await expect(input).toHaveValue('rahim@mail.com');
  },
};

export const WithValue: Story = {
  args: { label: 'Name', defaultValue: 'Rahim Uddin' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Name');
    await expect(input).toHaveValue('Rahim Uddin');
    await userEvent.clear(input);
    await userEvent.type(input, 'Nusrat Jahan');
    await expect(input).toHaveValue('Nusrat Jahan');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'rahim@example.com', disabled: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('rahim@example.com');
    await expect(input).not.toHaveFocus();
  },
};

export const Invalid: Story = {
  args: { label: 'Email', type: 'email', defaultValue: 'Someone@Mail', error: messages.emailInvalid },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.emailInvalid);
  },
};

export const Password: Story = {
  args: { label: 'Password', type: 'password', autoComplete: 'current-password' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await userEvent.type(input, 'secret1');
    await expect(input).toHaveValue('secret1');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const LongText: Story = {
  args: { label: 'Address', defaultValue: longAddress },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Address');
    // The whole value is kept; the field scrolls rather than growing past its column.
    await expect(input).toHaveValue(longAddress);
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  },
};

export const KeyboardFocus: Story = {
  args: { label: 'Phone', type: 'tel', placeholder: '01700000000' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByLabelText('Phone')).toHaveFocus();
  },
};
