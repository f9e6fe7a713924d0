import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { expectFieldError, field, submitForm } from '../../../support/formStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { SubmitError } from '../forms/formSubmit.ts';
import { InvitationForm } from './InvitationForm.tsx';

const meta = {
  title: 'Company/InvitationForm',
  component: InvitationForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A company admin invites someone (requirements §20.2): their email and role (Buyer by default), checked by shared `invitationInputSchema`; the form clears once sent. A 409 (already a member, already invited) shows under the form or at the field.',
      },
    },
  },
} satisfies Meta<typeof InvitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin invites an approver: the address is sent lower-cased, the form clears. */
export const Invite: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Role')).toHaveValue('buyer');
    await userEvent.selectOptions(field(canvas, 'Role'), 'approver');
    await submitForm(canvas, { Email: 'Nusrat@Example.com' }, 'Send invitation');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ email: 'nusrat@example.com', role: 'approver' }));
    await waitFor(() => expect(field(canvas, 'Email')).toHaveValue(''));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FieldErrors: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send invitation' }));
    await expectFieldError(canvas, 'Email', messages.emailRequired);
    await submitForm(canvas, { Email: 'nusrat@' }, 'Send invitation');
    await expectFieldError(canvas, 'Email', messages.emailInvalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refuses (already invited: 409): the message shows, the address stays to correct. */
export const AlreadyInvited: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError(messages.invitationPending);
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'salma@example.com' }, 'Send invitation');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(messages.invitationPending);
    await expect(field(canvas, 'Email')).toHaveValue('salma@example.com');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Sending: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await submitForm(canvas, { Email: 'salma@example.com' }, 'Send invitation');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Send invitation/ })).toHaveAttribute('aria-busy', 'true'),
    );
  },
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'আমন্ত্রণ পাঠান' }));
    await waitFor(() => expect(canvas.getByText('ইমেইল দিতে হবে')).toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFits(storyFrame(canvasElement));
  },
};
