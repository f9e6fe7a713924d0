import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { longInvitation, sampleInvitations } from '../../../support/companyFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';

const invitations = sampleInvitations(3);

const meta = {
  title: 'Company/PendingInvitations',
  component: PendingInvitations,
  tags: ['autodocs'],
  args: { invitations, onRevoke: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "A company's pending invitations, for its admins (requirements §20.2): address, role, who invited and when, when it expires (14 days on), and Revoke after a question.",
      },
    },
  },
} satisfies Meta<typeof PendingInvitations>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Revoke asks first, then hands the invitation to the app. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Pending invitations: 3' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke the invitation to jamal@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke the invitation to jamal@example.com?' });
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(invitations[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RevokeFailed: Story = {
  args: { onRevoke: fn(() => Promise.reject(new Error('Something went wrong on our side.'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /salma@example.com/ }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

export const One: Story = { args: { invitations: invitations.slice(0, 1) } };
export const Many: Story = { args: { invitations: sampleInvitations(12) } };
export const LongEmail: Story = { args: { invitations: [longInvitation, invitations[0]!] } };
export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No pending invitations')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { invitations: [], isLoading: true } };
export const ServerError: Story = {
  args: { invitations: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Pending invitations', args.onRetry),
};
export const Phone: Story = {
  tags: ['mobile'],
  args: { invitations: [longInvitation, invitations[0]!] },
  decorators: [phoneFrame],
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'অপেক্ষমাণ আমন্ত্রণ: ৩' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { invitations: [longInvitation, invitations[0]!] },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'অপেক্ষমাণ আমন্ত্রণ: ২' })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
