import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardLayout, Sidebar } from './Sidebar.tsx';
import { inPhoneWindow } from '../../support/storyWindows.ts';

const meta = {
  title: 'Primitives/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { isAdmin: false, currentPath: '/dashboard' },
  parameters: {
    docs: {
      description: {
        component:
          'The dashboard navigation (requirements §2). Customers: My Profile, My Orders, Quick Order, My quotes (requirements §20.7), My company (requirements §20), Add Review. Administrators: My Profile, Manage All Orders, Payments (issue 33, requirements §18), Add an Item, Make Admin, Manage Items, Manage Reviews (moderation, requirements §11) Delivery charges (the rate card, requirements §17), Companies (requirements §20.1), Customer groups (requirements §20.5), Quotes (requirements §20.7) and Receivables (requirements §20.8). `DashboardLayout` puts it beside the nested route.',
      },
    },
  },
} satisfies Meta<typeof Sidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const narrow: Story['decorators'] = [
  (Story) => (
    <div className="max-w-60">
      <Story />
    </div>
  ),
];

export const Customer: Story = {
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'My Profile',
      'My Orders',
      'Quick Order',
      'My quotes',
      'My company',
      'Add Review',
    ]);
    await expect(nav.getByRole('link', { name: 'My Profile' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Administrator: Story = {
  args: { isAdmin: true, currentPath: '/dashboard/make-admin' },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Overview',
      'My Profile',
      'Manage All Orders',
      'Payments',
      'Add an Item',
      'Make Admin',
      'Manage Items',
      'Manage Reviews',
      'Delivery charges',
      'Companies',
      'Customer groups',
      'Quotes',
      'Receivables',
    ]);
    await expect(nav.getByRole('link', { name: 'Make Admin' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A page under a link (an item's editor, under Manage Items) marks that link, and only it. */
export const PageUnderALink: Story = {
  args: { isAdmin: true, currentPath: '/dashboard/manage-items/item-3' },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Dashboard' }));
    await expect(nav.getByRole('link', { name: 'Manage Items' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getAllByRole('link').filter((l) => l.getAttribute('aria-current'))).toHaveLength(1);
  },
};

export const Layout: Story = {
  args: { isAdmin: true, currentPath: '/dashboard/manage-orders' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <DashboardLayout {...args}>
      <h2 className="text-heading font-bold">Manage All Orders</h2>
    </DashboardLayout>
  ),
};

/**
 * A phone (390 px) on the last administrator tab: the row scrolls to show it, and the start fades
 * with an arrow to say there are more tabs before it (e2e/pages.spec.ts checks this at 390 px: the
 * stories' test browser is wider than the breakpoint, the visual test's phone is not).
 */
export const PhoneCurrentTabInView: Story = {
  tags: ['mobile'],
  args: { isAdmin: true, currentPath: '/dashboard/manage-reviews' },
};

/** On the first tab, the end fades with an arrow: there is more. */
export const PhoneFirstTab: Story = {
  tags: ['mobile'],
  args: { isAdmin: true, currentPath: '/dashboard' },
};

/** An administrator's links in Bangla, the longest of them in the narrow column. */
export const BanglaAdministrator: Story = {
  args: { isAdmin: true, currentPath: '/dashboard/manage-orders' },
  globals: { locale: 'bn' },
  decorators: narrow,
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'ড্যাশবোর্ড' }));
    await expect(nav.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'ওভারভিউ',
      'আমার প্রোফাইল',
      'সব অর্ডার ম্যানেজ করুন',
      'পেমেন্ট',
      'পণ্য যোগ করুন',
      'অ্যাডমিন বানান',
      'পণ্য ম্যানেজ করুন',
      'রিভিউ ম্যানেজ করুন',
      'ডেলিভারি চার্জ',
      'কোম্পানি',
      'কাস্টমার গ্রুপ',
      'কোটেশন',
      'পাওনা',
    ]);
    await expect(nav.getByRole('link', { name: 'সব অর্ডার ম্যানেজ করুন' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An administrator's tabs on a phone in Bangla: the longer names in the row that scrolls. */
export const BanglaPhoneAdministrator: Story = {
  tags: ['mobile'],
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  args: { isAdmin: true, currentPath: '/dashboard/manage-orders' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'ড্যাশবোর্ড' }));
    await expect(nav.getByRole('link', { name: 'সব অর্ডার ম্যানেজ করুন' })).toHaveAttribute('aria-current', 'page');
  },
};
