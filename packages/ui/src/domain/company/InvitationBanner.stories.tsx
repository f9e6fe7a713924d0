import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longInvitation, sampleInvitations } from '../../../support/companyFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { InvitationBanner } from './InvitationBanner.tsx';

const invitation = sampleInvitations(1)[0]!;

const meta = {
  title: 'Company/InvitationBanner',
  component: InvitationBanner,
  tags: ['autodocs'],
  args: { invitation, onAccept: fn(), onDecline: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'An invitation to the reader (requirements §20.2): "{inviter} invited you to join {company} as {role}", until when, with Accept and Decline. On My company and My Orders while it is pending.',
      },
    },
  },
} satisfies Meta<typeof InvitationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rahim Uddin invited you to join Padma Systems Ltd as Buyer')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(args.onAccept).toHaveBeenCalledWith(invitation);
    await expect(args.onDecline).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline' }));
    await expect(args.onDecline).toHaveBeenCalledWith(invitation);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** While the answer is on its way both buttons wait. */
export const Accepting: Story = {
  args: { onAccept: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Accept/ })).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: 'Decline' })).toBeDisabled();
  },
};

/** The server refuses (already in a company: 409): its message shows under the banner. */
export const AcceptRefused: Story = {
  args: {
    onAccept: fn(() => Promise.reject(new Error('You are already a member of a company: leave it first'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('You are already a member of a company');
    await expect(canvas.getByRole('button', { name: 'Accept' })).toBeEnabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AsApprover: Story = { args: { invitation: { ...invitation, role: 'approver' } } };
export const AsAdmin: Story = { args: { invitation: { ...invitation, role: 'admin' } } };
export const LongNames: Story = { args: { invitation: longInvitation } };
export const Phone: Story = {
  tags: ['mobile'],
  args: { invitation: longInvitation },
  decorators: [phoneFrame],
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'গ্রহণ করুন' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { invitation: longInvitation },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
