import { apiPaths, toasts, type UserListEntry } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { PageHarness, admin } from '../../support/PageHarness.tsx';
import { Component as MakeAdmin } from './MakeAdmin.tsx';
import { sampleGroups, sampleUsers } from '@storefront/ui/stories';

const meta = {
  title: 'Pages/Dashboard/Make Admin',
  render: () => (
    <PageHarness
      Page={MakeAdmin}
      route="/dashboard/make-admin"
      path="/dashboard/make-admin"
      dashboard="admin"
      auth={admin}
    />
  ),
  parameters: { layout: 'fullscreen' },
  // The customer groups (requirements §20.5): each user's own, chosen in their row.
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.customerGroups}`, () => HttpResponse.json(sampleGroups)),
      http.put(`/api${apiPaths.userCustomerGroup.route}`, async ({ request }) =>
        HttpResponse.json(await request.json()),
      ),
    );
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stand-in for GET /api/user: `q` finds part of a name or an email. */
function usersHandler(all: () => UserListEntry[]) {
  return http.get(`/api${apiPaths.users}`, ({ request }) => {
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    const found = all().filter((user) => user.email.includes(q) || user.name.toLowerCase().includes(q));
    return HttpResponse.json(found, { headers: { 'x-total-count': String(found.length) } });
  });
}

/** Every user; Make Admin only for those who are not admins; success toasts and refreshes the list. */
export const Default: Story = {
  beforeEach({ msw }) {
    let users = sampleUsers(4);
    msw.use(
      usersHandler(() => users),
      http.put(`/api/user/admin/:email`, ({ params }) => {
        const target = users.find((user) => user.email === params.email && user.role !== 'admin');
        users = users.map((user) => (user === target ? { ...user, role: 'admin' } : user));
        return HttpResponse.json({ acknowledged: true, modifiedCount: target ? 1 : 0 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const users = sampleUsers(4);
    await expect(await canvas.findByRole('heading', { name: 'All Users: 4' })).toBeInTheDocument();
    const admins = users.filter((user) => user.role === 'admin');
    await expect(canvas.getAllByRole('button', { name: /^Make Admin: / })).toHaveLength(users.length - admins.length);
    const promoted = users.find((user) => user.role !== 'admin')!;
    await userEvent.click(canvas.getByRole('button', { name: `Make Admin: ${promoted.email}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Make ${promoted.email} an administrator?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Admin' }));
    await expect(await screen.findByText('Successfully made an admin')).toBeInTheDocument();
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Make Admin: ${promoted.email}` })).toBeNull());
  },
};

/** A user put in a customer group from their row (PUT /api/users/{id}/customer-group), with a toast. */
export const AssignGroup: Story = {
  beforeEach({ msw }) {
    msw.use(usersHandler(() => sampleUsers(4)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', { name: 'Customer group of user3@example.com' });
    await userEvent.selectOptions(select, 'Dealer');
    await expect(await screen.findByText('user3@example.com is in Dealer now')).toBeInTheDocument();
  },
};

/** The search box finds users by name or email, the heading counting what it found. */
export const Search: Story = {
  beforeEach({ msw }) {
    msw.use(usersHandler(() => sampleUsers(4)));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'All Users: 4' })).toBeInTheDocument();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), sampleUsers(4)[2]!.name);
    await expect(await canvas.findByRole('heading', { name: 'All Users: 1' })).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: /user3@example\.com/ })).toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(usersHandler(() => []));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'All Users: 0' })).toBeInTheDocument();
    await expect(canvas.getByText('No users yet')).toBeInTheDocument();
  },
};

export const ServerError: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(`/api${apiPaths.users}`, () =>
        HttpResponse.json({ message: 'Only administrators can list users' }, { status: 403 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Only administrators can list users');
  },
};

/** Taking the role back: confirmed, toasted, and the row offers Make Admin again. */
export const RemoveAdmin: Story = {
  beforeEach({ msw }) {
    let users = sampleUsers(4);
    msw.use(
      usersHandler(() => users),
      http.delete(`/api/user/admin/:email`, ({ params }) => {
        users = users.map((user) => (user.email === params.email ? { ...user, role: 'user' } : user));
        return HttpResponse.json({ acknowledged: true, modifiedCount: 1 });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Admin: user4@example.com' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Take the administrator role from user4@example.com?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    await expect(await screen.findByText(toasts.adminRevoked('user4@example.com'))).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Make Admin: user4@example.com' })).toBeInTheDocument();
  },
};

/** The server refuses (the last administrator): its words show in the dialog and in a toast. */
export const RemoveAdminRefused: Story = {
  beforeEach({ msw }) {
    msw.use(
      usersHandler(() => sampleUsers(4)),
      http.delete(`/api/user/admin/:email`, () =>
        HttpResponse.json({ message: 'The last administrator cannot be removed' }, { status: 409 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove Admin: user1@example.com' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Admin' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The last administrator cannot be removed',
    );
  },
};
