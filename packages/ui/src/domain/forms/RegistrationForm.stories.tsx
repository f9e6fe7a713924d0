import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError, field, submitForm } from '../../../support/formStoryHelpers.ts';
import { RegistrationForm } from './RegistrationForm.tsx';

const meta = {
  title: 'Forms/RegistrationForm',
  component: RegistrationForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onGoogleSignIn: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Register (requirements §2, §5): name ("Name is Required"), email and password with the login rules, the provider\'s error, Google and a link to login.',
      },
    },
  },
} satisfies Meta<typeof RegistrationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expectFieldError(canvas, 'Name', messages.nameRequired);
    await expectFieldError(canvas, 'Email', messages.emailRequired);
    await expectFieldError(canvas, 'Password', messages.passwordRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidEmailAndShortPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Name: 'Rahim Uddin', Email: 'RAHIM@mail', Password: '12345' }, 'Sign Up');
    await expectFieldError(canvas, 'Email', messages.emailInvalid);
    await expectFieldError(canvas, 'Password', messages.passwordShort);
  },
};

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Name: 'Rahim Uddin', Email: 'rahim@mail.com', Password: 'secret1' }, 'Sign Up');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Rahim Uddin', email: 'rahim@mail.com', password: 'secret1' }),
    );
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Name: 'Rahim Uddin', Email: 'rahim@mail.com', Password: 'secret1' }, 'Sign Up');
    const submit = canvas.getByRole('button', { name: /Sign Up/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    // Google sign-in waits for the running sign-up rather than starting a second account flow.
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // What the user typed stays in place while the request runs.
    await expect(field(canvas, 'Name')).toHaveValue('Rahim Uddin');
    await expect(field(canvas, 'Email')).toHaveValue('rahim@mail.com');
  },
};

export const ProviderError: Story = {
  args: { error: 'Firebase: Error (auth/email-already-in-use).' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('auth/email-already-in-use');
  },
};

export const GoogleSignIn: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onGoogleSignIn).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Please login' })).toHaveAttribute('href', '/login');
  },
};

export const GoogleLoading: Story = {
  args: { isGoogleLoading: true },
  play: async ({ canvasElement }) => {
    const google = within(canvasElement).getByRole('button', { name: /Continue with Google/ });
    await expect(google).toHaveAttribute('aria-busy', 'true');
    await expect(google).toBeDisabled();
  },
};
