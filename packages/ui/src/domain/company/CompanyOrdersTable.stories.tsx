import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longMember, sampleCompanyOrders } from '../../../support/companyFixtures.ts';
import { longTextItem } from '../../../support/fixtures.ts';
import { expectFits, storyFrame } from '../../../support/fitStoryHelpers.ts';
import { inPhoneWindow } from '../../../support/storyWindows.ts';
import { expectLoadFailure, loadFailure, phoneFrame } from '../../../support/tableStoryHelpers.tsx';
import { CompanyOrdersTable } from './CompanyOrdersTable.tsx';

const orders = sampleCompanyOrders(4);

const meta = {
  title: 'Company/CompanyOrdersTable',
  component: CompanyOrdersTable,
  tags: ['autodocs'],
  args: { orders, onRetry: fn(), orderHref: (order) => `/dashboard/orders/${order._id}` },
  parameters: {
    docs: {
      description: {
        component:
          "The company's orders (requirements §20.3): number and date, item and quantity, the buyer who placed it, status and total. Company admins and approvers see everyone's and narrow the list to their own with Mine / Everyone (the switch shows when the app passes `onScopeChange`); a buyer sees their own.",
      },
    },
  },
} satisfies Meta<typeof CompanyOrdersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A company admin's or approver's view: everyone's orders, each with its buyer; Mine narrows them. */
export const Everyone: Story = {
  args: { scope: 'everyone', onScopeChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Company orders: 4' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Order',
      'Item Name',
      'Buyer',
      'Status',
      'Total',
    ]);
    await expect(canvas.getAllByRole('row')[2]!).toHaveTextContent('Nusrat Jahan');
    await expect(canvas.getByRole('button', { name: 'Everyone' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Mine' }));
    await expect(args.onScopeChange).toHaveBeenCalledWith('mine');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Mine: Story = {
  args: { scope: 'mine', onScopeChange: fn(), orders: orders.filter((o) => o.buyer.email === 'rahim@example.com') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Mine' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A buyer's view: their own orders, no switch. */
export const BuyerView: Story = {
  args: { orders: orders.filter((o) => o.buyer.email === 'tanvir@example.com') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'Whose orders' })).toBeNull();
  },
};

export const One: Story = { args: { orders: orders.slice(0, 1) } };
/** A page of a longer list: numbered from the page's start, the heading counting every order. */
export const ManyPaged: Story = { args: { orders: sampleCompanyOrders(10), total: 37, offset: 10 } };
export const LongNames: Story = {
  args: {
    orders: [
      {
        ...orders[0]!,
        itemName: longTextItem.name,
        buyer: { name: longMember.name, email: longMember.email },
        total: 123456789,
      },
      orders[1]!,
    ],
  },
};
export const Empty: Story = { args: { orders: [] } };
export const EmptyMine: Story = {
  args: { orders: [], scope: 'mine', onScopeChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('You have not ordered for the company yet')).toBeInTheDocument();
  },
};
export const Loading: Story = { args: { orders: [], isLoading: true } };
export const ServerError: Story = {
  args: { orders: [], error: loadFailure },
  play: ({ canvasElement, args }) => expectLoadFailure(canvasElement, 'Company orders', args.onRetry),
};
export const Phone: Story = {
  tags: ['mobile'],
  args: { scope: 'everyone', onScopeChange: fn() },
  decorators: [phoneFrame],
};

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { scope: 'everyone', onScopeChange: fn() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'কোম্পানির অর্ডার: ৪' })).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = {
  tags: ['mobile'],
  args: { ...LongNames.args, scope: 'everyone', onScopeChange: fn() },
  parameters: inPhoneWindow.parameters,
  globals: { ...inPhoneWindow.globals, locale: 'bn' },
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'কোম্পানির অর্ডার: ২' })).toBeInTheDocument();
    await expectFits(storyFrame(canvasElement));
  },
};
