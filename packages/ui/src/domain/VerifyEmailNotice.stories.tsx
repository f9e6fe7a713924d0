import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';

const meta = {
  title: 'Domain/VerifyEmailNotice',
  component: VerifyEmailNotice,
  tags: ['autodocs'],
  args: { email: 'rahim@example.com', onResend: fn(async () => {}), onDismiss: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Under the navbar for a customer who registered with email and password and has not opened the confirmation link yet: resend it, or dismiss the notice. Every flow of the store works meanwhile.',
      },
    },
  },
} satisfies Meta<typeof VerifyEmailNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Confirm your email address.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

export const Resent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the link' }));
    await expect(args.onResend).toHaveBeenCalledOnce();
    await expect(await canvas.findByText('A new link is on its way.')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Resend the link' })).toBeNull();
  },
};

export const Sending: Story = {
  args: { onResend: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the link' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Resend the link/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const ResendFailed: Story = {
  args: {
    onResend: fn(async () => {
      throw new Error('Too many attempts. Wait a few minutes and try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resend the link' }));
    await expect(await canvas.findByText('Too many attempts. Wait a few minutes and try again.')).toBeInTheDocument();
  },
};

export const Phone: Story = { tags: ['mobile'] };

/** In Bangla: the request and Resend. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('আপনার ইমেইল ঠিকানা নিশ্চিত করুন।')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'লিংক আবার পাঠান' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'] };
