import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';
import { expectFieldError, submitForm } from '../../../support/formStoryHelpers.ts';

const meta = {
  title: 'Forms/ForgotPasswordForm',
  component: ForgotPasswordForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          '"Forgot password?" from the login page: an email address (the login form\'s messages), the reset link sent by the identity provider, and an answer that never says whether the account exists.',
      },
    },
  },
} satisfies Meta<typeof ForgotPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expectFieldError(canvas, 'Email', messages.emailRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'rahim@mail.com' }, 'Send reset link');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'rahim@mail.com' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('If an account uses rahim@mail.com');
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'rahim@mail.com' }, 'Send reset link');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send reset link/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Failed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new Error('Too many attempts. Wait a few minutes and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'rahim@mail.com' }, 'Send reset link');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Too many attempts');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
