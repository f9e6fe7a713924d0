import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleUsers } from '../../support/fixtures.ts';
import { sampleGroups } from '../../support/groupFixtures.ts';
import { UsersTable } from './UsersTable.tsx';
import { expectFits, storyFrame } from '../../support/fitStoryHelpers.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../support/tableStoryHelpers.tsx';
import { inPhoneWindow } from '../../support/storyWindows.ts';

const users = sampleUsers(4);

const meta = {
  title: 'Domain/UsersTable',
  component: UsersTable,
  tags: ['autodocs'],
  args: { users, onMakeAdmin: fn(), onRetry: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Make Admin (requirements §2): every user with their name, email, orders and role, a Make Admin button only for users whose role is not admin and who can sign in with a verified address (not for a disabled account or an unverified one, marked so), confirmed in a dialog; Remove Admin for the other administrators and Disable / Enable when the app passes those handlers; nothing on the signed-in administrator's own row. The heading shows the count; a search box above finds users by name or email when the app passes `onSearchChange`.",
      },
    },
  },
} satisfies Meta<typeof UsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'All Users: 4' })).toBeInTheDocument();
    // Who they are and what they bought, beside the address.
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Name',
      'Email',
      'Orders',
      'Role',
      'Action',
    ]);
    const second = canvas.getAllByRole('row')[2]!;
    await expect(second).toHaveTextContent(users[1]!.name);
    await expect(second).toHaveTextContent(String(users[1]!.orderCount));
    // user1 and user4 are admins: only user2 and user3 get the button.
    const buttons = canvas.getAllByRole('button', { name: /^Make Admin/ });
    await expect(buttons).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Make Admin: user1@example.com' })).not.toBeInTheDocument();
    // One click asks first: nothing happens until it is confirmed.
    await userEvent.click(canvas.getByRole('button', { name: 'Make Admin: user2@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Make user2@example.com an administrator?' });
    await expect(args.onMakeAdmin).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    await expect(args.onMakeAdmin).toHaveBeenCalledWith(users[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  },
};

export const MakeAdminCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Make Admin: user3@example.com' });
    await userEvent.click(button);
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await expect(args.onMakeAdmin).not.toHaveBeenCalled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

export const Pending: Story = {
  args: { onMakeAdmin: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make Admin: user3@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /Make Admin/ })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const MakeAdminFailed: Story = {
  args: { onMakeAdmin: fn(() => Promise.reject(new Error('Something went wrong on our side.'))) },
  parameters: {
    docs: { description: { story: 'The refusal shows in the dialog; Cancel closes it.' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make Admin: user2@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    await expect(args.onMakeAdmin).toHaveBeenCalledWith(users[1]);
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
  },
};

/**
 * With every action: Remove Admin for the other administrators, Disable or Enable for everyone, and
 * nothing on the signed-in administrator's own row.
 */
export const AllActions: Story = {
  args: {
    users: [...users.slice(0, 3), { ...users[3]!, disabled: true }],
    currentEmail: 'user1@example.com',
    onRevokeAdmin: fn(),
    onSetDisabled: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const own = canvas.getAllByRole('row')[1]!;
    await expect(within(own).queryAllByRole('button')).toHaveLength(0);
    await expect(within(own).getByText('You')).toBeInTheDocument();
    await expect(canvas.getByText('Disabled')).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Remove Admin: user4@example.com' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Take the administrator role from user4@example.com?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    await expect(args.onRevokeAdmin).toHaveBeenCalledWith(expect.objectContaining({ email: 'user4@example.com' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Disable: user2@example.com' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Disable the account of user2@example.com?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith(users[1], true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await userEvent.click(canvas.getByRole('button', { name: 'Enable: user4@example.com' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Enable the account of user4@example.com again?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enable' }));
    await expect(args.onSetDisabled).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'user4@example.com' }),
      false,
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A disabled account and one whose address is not verified cannot sign in as an administrator: no Make Admin. */
export const CannotBeMadeAdmin: Story = {
  args: {
    users: [
      { ...users[1]!, disabled: true },
      { ...users[2]!, verified: false },
    ],
    onSetDisabled: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Make Admin/ })).toBeNull();
    await expect(canvas.getByText('Disabled')).toBeInTheDocument();
    await expect(canvas.getByText('Email not verified')).toBeInTheDocument();
    // Disable and Enable stay.
    await expect(canvas.getByRole('button', { name: 'Enable: user2@example.com' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Disable: user3@example.com' })).toBeInTheDocument();
  },
};

/** The search box finds users by name or email: typing is handed to the app, which asks the server. */
export const Searched: Story = {
  args: { search: 'user', onSearchChange: fn(), users: users.slice(1, 3), total: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search users' });
    await expect(box).toHaveValue('user');
    await userEvent.type(box, '2');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('user2');
    await expect(canvas.getByRole('heading', { name: 'All Users: 2' })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A search that finds nobody says so, with the box still there to change it. */
export const NoMatch: Story = {
  args: { search: 'nobody', onSearchChange: fn(), users: [], total: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No users match')).toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('nobody');
  },
};

export const AllAdmins: Story = {
  args: { users: users.map((u) => ({ ...u, role: 'admin' as const })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Make Admin/ })).not.toBeInTheDocument();
  },
};

/** With the customer groups (requirements §20.5): a select per user; a change is handed on. */
export const WithGroups: Story = {
  args: { groups: sampleGroups, onGroupChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader').at(-2)).toHaveTextContent('Customer group');
    const second = canvas.getByRole('combobox', { name: 'Customer group of user2@example.com' });
    await expect(second).toHaveDisplayValue('Dealer');
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Customer group of user3@example.com' }),
      'Education',
    );
    await expect(args.onGroupChange).toHaveBeenCalledWith(users[2], 'group-edu');
  },
};

export const Empty: Story = { args: { users: [] } };
export const Loading: Story = { args: { users: [], isLoading: true } };
export const ServerError: Story = {
  args: { users: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'All Users', args.onRetry),
};
export const ManyRows: Story = { args: { users: sampleUsers(30) } };

export const LongEmail: Story = {
  args: {
    users: [
      {
        _id: 'u-long',
        email: 'procurement.department.head.of.operations@chattogram-polytechnic-institute.example.com',
        name: 'Mohammad Abdullah Al-Mamun Chowdhury, Procurement (Chattogram Polytechnic)',
        role: 'user',
        verified: true,
        orderCount: 12345,
      },
    ],
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
};

/** In Bangla, with every action offered: the badges, the buttons and the question before Make Admin. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: {
    users: [...users.slice(0, 3), { ...users[3]!, disabled: true }],
    onRevokeAdmin: fn(),
    onSetDisabled: fn(),
    currentEmail: 'user1@example.com',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'সব ইউজার: ৪' })).toBeInTheDocument();
    await expect(canvas.getByText('আপনি')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'অ্যাডমিন বানান: user2@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'user2@example.com-কে অ্যাডমিন বানাবেন?' });
    await expect(within(dialog).getByRole('button', { name: 'বাতিল করুন' })).toBeInTheDocument();
  },
};

/** On a phone in Bangla: the longer badges and buttons stay inside the screen. */
export const BanglaPhone: Story = {
  ...Bangla,
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'সব ইউজার: ৪' })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
