import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleUsers } from '../fixtures.ts';
import { UsersTable } from './UsersTable.tsx';

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
          'Make Admin (requirements §2): every user with a Make Admin button only for users whose role is not admin; the heading shows the count. A returned promise shows a spinner on that row.',
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
    await userEvent.click(canvas.getByRole('button', { name: 'Make Admin: user2@example.com' }));
    await expect(args.onMakeAdmin).toHaveBeenCalledWith(users[1]);
  },
};

export const Pending: Story = {
  args: { onMakeAdmin: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Make Admin: user3@example.com' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /user3@example.com/ })).toHaveAttribute('aria-busy', 'true'),
    );
    await expect(canvas.getByRole('button', { name: 'Make Admin: user2@example.com' })).toBeDisabled();
  },
};

export const MakeAdminFailed: Story = {
  args: { onMakeAdmin: fn(() => Promise.reject(new Error('The server answered 500.'))) },
  parameters: {
    docs: { description: { story: 'The caller reports the failure (a toast); the row gets its button back.' } },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Make Admin: user2@example.com' });
    await userEvent.click(button);
    await expect(args.onMakeAdmin).toHaveBeenCalledWith(users[1]);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    await expect(button).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Make Admin: user3@example.com' })).toBeEnabled();
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
  args: { users: [], error: 'The server answered 500. Try again in a moment.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server answered 500. Try again in a moment.');
    // No count and no table while the list failed to load.
    await expect(canvas.getByRole('heading', { name: 'All Users' })).toBeInTheDocument();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
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
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
};
