import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { sampleUsers } from '../fixtures.ts';
import { UsersTable } from './UsersTable.tsx';
import { expectLoadFailure, loadFailure, phoneFrame } from './tableStoryHelpers.tsx';

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
          "Make Admin (requirements §2): every user with a Make Admin button only for users whose role is not admin, confirmed in a dialog; Remove Admin for the other administrators and Disable / Enable when the app passes those handlers; nothing on the signed-in administrator's own row. The heading shows the count.",
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

export const AllAdmins: Story = {
  args: { users: users.map((u) => ({ ...u, role: 'admin' as const })) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Make Admin/ })).not.toBeInTheDocument();
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
        role: 'user',
      },
    ],
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
};
