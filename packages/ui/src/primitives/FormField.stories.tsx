import { failures, messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormError, FormField } from './FormField.tsx';
import { Input } from './Input.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Email', children: <Input type="email" placeholder="you@example.com" /> },
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
        component:
          'Ties a Label to its control (generated id), adds a hint and the validation message in small red text (requirements §5). The control gets `aria-invalid` and `aria-describedby` pointing at the hint and error.',
      },
    },
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
  },
};

export const WithHint: Story = {
  args: { label: 'Password', hint: 'At least 6 characters.', children: <Input type="password" /> },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAccessibleDescription('At least 6 characters.');
  },
};

export const WithError: Story = {
  args: {
    error: 'Provide a valid Email',
    required: true,
    children: <Input type="email" defaultValue="Someone@Mail" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Email/);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Provide a valid Email');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Provide a valid Email');
  },
};

export const Disabled: Story = {
  args: { label: 'Name', children: <Input defaultValue="Rahim Uddin" disabled /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Name')).toBeDisabled();
  },
};

export const WithTextarea: Story = {
  args: {
    label: 'Description',
    hint: 'What did you like?',
    children: <Textarea placeholder="Tell us about the parts" />,
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByLabelText('Description');
    await userEvent.type(box, 'Solid build');
    await expect(box).toHaveValue('Solid build');
  },
};

export const TextareaWithError: Story = {
  args: { label: 'Description', error: 'Description is Required', children: <Textarea /> },
};

export const FileInput: Story = {
  args: { label: 'Image', children: <Input type="file" accept="image/*" /> },
};

export const FormLevelError: Story = {
  render: () => <FormError>Firebase: Error (auth/invalid-credential).</FormError>,
};

/**
 * A shared message (the schemas' and the API's English) in the reader's language: the field's
 * error and a form-level error are matched back to their message (translateMessage). The label is
 * the form's own copy, translated where the form is.
 */
export const SharedMessagesBangla: Story = {
  globals: { locale: 'bn' },
  args: {
    label: 'ইমেইল',
    error: messages.emailInvalid,
    required: true,
    children: <Input type="email" defaultValue="Someone@Mail" />,
  },
  render: (args) => (
    <div className="flex flex-col gap-4">
      <FormField {...args} />
      <FormField label="নাম" error={messages.tooLong(120)}>
        <Input defaultValue="Nusrat" />
      </FormField>
      <FormError>{failures.network}</FormError>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText(/ইমেইল/)).toHaveAccessibleDescription('সঠিক ইমেইল দিন');
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[1]).toHaveTextContent('সর্বোচ্চ ১২০ অক্ষর লেখা যাবে');
    await expect(alerts[2]).toHaveTextContent('স্টোরে সংযোগ করা যায়নি।');
  },
};
