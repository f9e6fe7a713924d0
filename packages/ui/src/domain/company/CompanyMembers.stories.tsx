import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { longMember, sampleMembers } from '../../../support/companyFixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { CompanyMembers } from './CompanyMembers.tsx';

// The buyers have per-order limits (requirements §20.4): Tanvir 50,000 taka, Farzana none.
const members = sampleMembers(4).map((member, i) => (i === 2 ? { ...member, order_limit: 50_000 } : member));

const meta = {
  title: 'Company/CompanyMembers',
  component: CompanyMembers,
  tags: ['autodocs'],
  args: {
    members,
    yourRole: 'admin',
    currentEmail: 'rahim@example.com',
    onRoleChange: fn(),
    onLimitChange: fn(),
    onRemove: fn(),
    onLeave: fn(),
    onRetry: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          "A company's members (requirements §20.2): name, email, role and joined date. A company admin changes roles (a select per member), sets each member's per-order limit (taka, empty for none: a checkout above it waits for an approver, §20.4) and removes members after a question; every member may leave from their own row. The last company admin's controls are off, with the reason (the server answers 409 too). A store administrator reads the list without controls.",
      },
    },
  },
} satisfies Meta<typeof CompanyMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company admin's view: changes a buyer into an approver, then removes a member after the question. */
export const AdminView: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Members: 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Member',
      'Role',
      'Order limit',
      'Joined',
      'Action',
    ]);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role of tanvir@example.com' }), 'approver');
    await expect(args.onRoleChange).toHaveBeenCalledWith(members[2], 'approver');

    await userEvent.click(canvas.getByRole('button', { name: 'Remove farzana@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove farzana@example.com from the company?' });
    await expect(args.onRemove).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith(members[3]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A company admin sets a buyer's limit (Bangla digits read as taka) and clears another's by emptying the field. */
export const LimitSet: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tanvir = canvas.getByRole('textbox', { name: 'Order limit of tanvir@example.com' });
    await expect(tanvir).toHaveValue('50000');
    await userEvent.clear(tanvir);
    await userEvent.click(canvas.getByRole('button', { name: 'Save the order limit of tanvir@example.com' }));
    await expect(args.onLimitChange).toHaveBeenCalledWith(members[2], null);

    const farzana = canvas.getByRole('textbox', { name: 'Order limit of farzana@example.com' });
    await expect(farzana).toHaveAttribute('placeholder', 'No limit');
    await userEvent.type(farzana, '২৫০০০.৫');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLimitChange).toHaveBeenLastCalledWith(members[3], 25000.5);
  },
};

/** A limit the shared rule refuses is not sent: the reason shows under the field. */
export const LimitInvalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Order limit of farzana@example.com' });
    await userEvent.type(field, '12.345');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the order limit of farzana@example.com' }));
    await expect(field).toHaveAccessibleDescription(
      'Enter an order limit in taka (0 or more, at most 2 decimals), or leave it empty for no limit',
    );
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onLimitChange).not.toHaveBeenCalled();
  },
};

/** The server's refusal of a limit (its field message) shows at the row. */
export const LimitRefused: Story = {
  args: {
    onLimitChange: fn(() =>
      Promise.reject(
        Object.assign(new Error('Invalid input'), {
          fieldErrors: {
            order_limit: 'Enter an order limit in taka (0 or more, at most 2 decimals), or leave it empty for no limit',
          },
        }),
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Order limit of farzana@example.com' });
    await userEvent.type(field, '9000000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save the order limit of farzana@example.com' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(/Enter an order limit in taka/);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The only company admin cannot leave or change their role: both are off, with the reason. */
export const LastAdmin: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = canvas.getAllByRole('row')[1]!;
    await expect(within(own).getByText('You')).toBeInTheDocument();
    const leave = within(own).getByRole('button', { name: 'Leave the company' });
    await expect(leave).toBeDisabled();
    await expect(leave).toHaveAccessibleDescription(/A company needs an admin/);
    await expect(within(own).getByRole('combobox', { name: 'Role of rahim@example.com' })).toBeDisabled();
  },
};

/** With a second company admin, the first may leave (after the question). */
export const AdminLeaves: Story = {
  args: { members: [members[0]!, { ...members[1]!, role: 'admin' }, members[2]!] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the company?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledWith(members[0]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A buyer's view: roles as badges, no Remove; Leave on their own row only. */
export const BuyerView: Story = {
  args: { yourRole: 'buyer', currentEmail: 'tanvir@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox')).toBeNull();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByText(/50,000/)).toBeInTheDocument();
    await expect(canvas.getAllByText('No limit')).toHaveLength(3);
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave the company' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the company?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onLeave).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An approver reads the members the way a buyer does. */
export const ApproverView: Story = {
  args: { yourRole: 'approver', currentEmail: 'nusrat@example.com' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Approver').length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** A store administrator reads another company's members: no controls at all. */
export const StoreAdminView: Story = {
  args: { yourRole: null, currentEmail: 'admin@computerclub.test' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};

/** The refusal of a removal shows in the dialog. */
export const RemoveFailed: Story = {
  args: { onRemove: fn(() => Promise.reject(new Error('Something went wrong on our side.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove tanvir@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

export const OneMember: Story = { args: { members: members.slice(0, 1) } };
export const ManyMembers: Story = { args: { members: sampleMembers(14) } };
export const LongNames: Story = { args: { members: [members[0]!, longMember] } };
export const Empty: Story = { args: { members: [] } };
export const Loading: Story = { args: { members: [], isLoading: true } };
export const ServerError: Story = {
  args: { members: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Members', args.onRetry),
};

export const Phone: Story = {
  tags: ['mobile'],
  args: { members: [members[0]!, longMember, members[2]!] },
  decorators: [phoneFrame],
};

/** In Bangla: the roles, the reason the last admin cannot leave, the question before Remove. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'সদস্য: ৪' })).toBeInTheDocument();
    await expect(canvas.getByText('আপনি')).toBeInTheDocument();
  },
};

/** On a phone in Bangla: the longer labels, the long member and the reason stay inside the screen. */
export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { members: [members[0]!, longMember, members[2]!] },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'সদস্য: ৩' })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
