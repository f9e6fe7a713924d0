import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError, submitForm } from '../../../support/formStoryHelpers.ts';
import { SignInForm } from './SignInForm.tsx';

const meta = {
  title: 'Forms/SignInForm',
  component: SignInForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onGoogleSignIn: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Login (requirements §2, §5): email and password checked by the shared `loginFormSchema` ("Email is Required", "Provide a valid Email", "Password is Required", "Must be 6 characters or longer"), the identity provider\'s error in small red text, Continue with Google and a link to register.',
      },
    },
  },
} satisfies Meta<typeof SignInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expectFieldError(canvas, 'Email', messages.emailRequired);
    await expectFieldError(canvas, 'Password', messages.passwordRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'rahim@mail', Password: 'secret1' }, 'Login');
    await expectFieldError(canvas, 'Email', messages.emailInvalid);
  },
};

export const ShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'rahim@mail.com', Password: 'abc' }, 'Login');
    await expectFieldError(canvas, 'Password', messages.passwordShort);
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'rahim@mail.com', Password: 'secret1' }, 'Login');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'rahim@mail.com', password: 'secret1' }));
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'rahim@mail.com', Password: 'secret1' }, 'Login');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Login/ })).toHaveAttribute('aria-busy', 'true'));
  },
};

export const ProviderError: Story = {
  args: { error: 'Firebase: Error (auth/invalid-credential).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Firebase: Error (auth/invalid-credential).',
    );
  },
};

export const GoogleSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onGoogleSignIn).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'Create New Account' })).toHaveAttribute('href', '/register');
  },
};

export const GoogleLoading: Story = { args: { isGoogleLoading: true } };

/** Sent away from a page the visitor may not open: the login page says why. */
export const WithNotice: Story = {
  args: {
    notice: 'That page is for administrators only, so you were signed out. Sign in with an administrator account.',
    forgotPasswordHref: '/forgot-password',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('administrators only');
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  },
};

/** Login in Bangla, its required messages shown (the card's longest state). */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'লগইন' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'নতুন অ্যাকাউন্ট খুলুন' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('button', { name: 'Google দিয়ে চালিয়ে যান' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'লগইন' }));
    await expect(canvas.getByRole('textbox', { name: 'ইমেইল' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
