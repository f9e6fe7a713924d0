import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleTrail, trailWithFailure } from '../../../../support/paymentFixtures.ts';
import { loadFailure } from '../../../../support/tableStoryHelpers.tsx';
import { PaymentTrailDialog } from './PaymentTrailDialog.tsx';

const meta = {
  title: 'Domain/Payments/Admin/PaymentTrailDialog',
  component: PaymentTrailDialog,
  tags: ['autodocs'],
  args: { purchaseNumber: 'CP-000051', trail: sampleTrail, onOpenChange: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A payment's trail (admin, issue 33; requirements §18): its status, method, paid and refunded, then each event oldest first: when, what (session, IPN, validation, callback, execute, query, refund, cash, expiry, review), whether it succeeded, who (an administrator), and the request and answer as indented JSON (the server has replaced secrets with ***).",
      },
    },
  },
} satisfies Meta<typeof PaymentTrailDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment of CP-000051' }));
    const events = within(dialog.getByRole('list', { name: 'Trail' })).getAllByRole('listitem');
    await expect(events.map((e) => e.querySelector('span')?.textContent)).toEqual([
      'Session opened',
      'IPN received',
      'Validation',
      'Callback',
    ]);
    await userEvent.click(within(events[2]!).getByText('Answer'));
    // The disclosure opens on the next frame: wait for it, not for the click's return.
    await waitFor(() => expect(within(events[2]!).getByText(/"bank_tran_id": "2611260805381Mq1"/)).toBeVisible());
    await userEvent.click(within(events[0]!).getByText('Request'));
    await waitFor(() => expect(within(events[0]!).getByText(/"store_passwd": "\*\*\*"/)).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false));
  },
};

/** A failed call is said in words beside its icon; cash names the administrator who recorded it. */
export const FailureAndCash: Story = {
  args: { purchaseNumber: 'CP-000049', trail: trailWithFailure, timeZone: 'Asia/Dhaka' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment of CP-000049' }));
    const [session, cash] = within(dialog.getByRole('list', { name: 'Trail' })).getAllByRole('listitem');
    await expect(session).toHaveTextContent('Failed');
    await expect(cash).toHaveTextContent('Cash recorded');
    await expect(cash).toHaveTextContent('admin@computerclub.example.com');
    await expect(dialog.getByText('Times in Asia/Dhaka')).toBeInTheDocument();
  },
};

export const NoEvents: Story = { args: { trail: { ...trailWithFailure, status: 'unpaid', paid: 0, events: [] } } };

export const Loading: Story = { args: { trail: undefined, isLoading: true } };

export const ServerError: Story = {
  args: { trail: undefined, error: loadFailure },
  play: async ({ args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { tags: ['mobile'] };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText('৪৮,৬৫০', { exact: false })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'] };
