import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartButton } from '../domain/cart/CartButton.tsx';
import { Navbar } from './Navbar.tsx';

const meta = {
  title: 'Primitives/Navbar',
  component: Navbar,
  tags: ['autodocs'],
  args: { isSignedIn: false, currentPath: '/', onLogout: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The site header (requirements §2): Home, Blogs, My Portfolio; when signed in also Dashboard, the display name and Log Out, otherwise Login. Pass `LinkComponent` to route with the app router. Below 768 px of its own width the links fold behind a Menu button.',
      },
    },
  },
} satisfies Meta<typeof Navbar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    for (const name of ['Home', 'Blogs', 'My Portfolio', 'Login'])
      await expect(nav.getByRole('link', { name })).toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};

export const SignedIn: Story = {
  args: { isSignedIn: true, userName: 'Rahim Uddin', currentPath: '/dashboard/my-orders' },
  play: async ({ canvasElement, args }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByText('Rahim Uddin')).toBeInTheDocument();
    await expect(nav.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(nav.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const LongUserName: Story = {
  args: { isSignedIn: true, userName: 'Mohammad Abdullah Al Mamun Chowdhury of Computer Club Procurement' },
};

/** With the cart's link (requirements §14.1): last on a wide screen, beside the menu on a phone. */
export const WithCart: Story = {
  args: { isSignedIn: true, userName: 'Rahim Uddin', cart: <CartButton count={12} /> },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Cart, 12 items' })).toBeVisible();
  },
};

export const WithCartOnAPhone: Story = {
  tags: ['mobile'],
  args: { cart: <CartButton count={3} /> },
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    // Outside the folded menu: seen without opening it.
    await expect(nav.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(nav.queryByRole('link', { name: 'Login' })).toBeNull();
  },
};

export const AuthLoading: Story = { args: { isAuthLoading: true } };

export const PhoneMenu: Story = {
  tags: ['mobile'],
  args: { isSignedIn: true, userName: 'Rahim Uddin' },
  decorators: [
    (Story) => (
      <div className="max-w-[390px]">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  },
};

/** Signed in, in Bangla: the links, Log Out and the brand's label. */
export const BanglaSignedIn: Story = {
  args: { isSignedIn: true, userName: 'রহিম উদ্দিন', currentPath: '/items' },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'প্রধান মেনু' }));
    for (const name of ['হোম', 'পণ্য', 'ব্লগ', 'আমার পোর্টফোলিও', 'ড্যাশবোর্ড'])
      await expect(nav.getByRole('link', { name })).toBeInTheDocument();
    await expect(nav.getByRole('link', { name: 'পণ্য' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Computer Club হোম' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button', { name: 'লগ আউট' })).toBeInTheDocument();
  },
};

/** Signed out on a phone, in Bangla: the menu opened. */
export const BanglaPhoneMenu: Story = {
  ...PhoneMenu,
  args: { isSignedIn: false },
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'মেনু' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'লগইন' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'আমার পোর্টফোলিও' })).toBeVisible();
  },
};
