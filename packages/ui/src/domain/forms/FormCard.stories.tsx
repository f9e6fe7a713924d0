import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../primitives/Button.tsx';
import { FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { FormCard } from './FormCard.tsx';

const meta = {
  title: 'Forms/FormCard',
  component: FormCard,
  tags: ['autodocs'],
  args: {
    title: 'My Profile',
    onSubmit: fn(),
    children: (
      <>
        <FormField label="Location">
          <Input defaultValue="Dhaka" />
        </FormField>
        <Button type="submit" size="lg">
          Update Profile
        </Button>
      </>
    ),
  },
  // FormCard leaves submission to its caller (react-hook-form's handleSubmit in the forms): here
  // the page must not reload, so the story prevents the default before reporting the submit.
  render: (args) => (
    <FormCard
      {...args}
      onSubmit={(event) => {
        event.preventDefault();
        args.onSubmit(event);
      }}
    />
  ),
  parameters: {
    docs: {
      description: {
        component:
          "The card every form sits in: a heading that names the form, the fields, and an optional description and footer (the Google button and the login / register link). Browser validation is off (`noValidate`), so only the shared zod schemas' messages appear.",
      },
    },
  },
} satisfies Meta<typeof FormCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // The heading names the form for assistive technology.
    const form = canvas.getByRole('form', { name: 'My Profile' });
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Update Profile' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const WithDescriptionAndFooter: Story = {
  args: {
    description: 'Rahim Uddin · rahim@example.com',
    footer: <p className="text-center text-body-sm text-ink-muted">Changes apply to your next order.</p>,
  },
};

export const LongTitle: Story = {
  args: { title: 'Place your order for the liquid-cooled workstation motherboard with dual 10-gigabit Ethernet' },
};
