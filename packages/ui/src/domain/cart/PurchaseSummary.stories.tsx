import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { samplePurchase } from '../../fixtures.ts';
import { Button } from '../../primitives/Button.tsx';
import { phoneFrame } from '../tableStoryHelpers.tsx';
import { PurchaseSummary } from './PurchaseSummary.tsx';

const meta = {
  title: 'Cart/PurchaseSummary',
  component: PurchaseSummary,
  tags: ['autodocs'],
  args: { purchase: samplePurchase, headingLevel: 'h1' },
  parameters: {
    docs: {
      description: {
        component:
          'A purchase (requirements §14.3), shown after checkout: its number, when, where it goes, and its orders (one per line) with their own numbers, statuses and prices, and the total.',
      },
    },
  },
} satisfies Meta<typeof PurchaseSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Purchase CP-000007' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'The orders of purchase CP-000007' });
    await expect(within(table).getAllByRole('row')).toHaveLength(5);
    await expect(within(table).getByRole('link', { name: 'CC-000042' })).toHaveAttribute(
      'href',
      '/dashboard/orders/order-2',
    );
    await expect(table).toHaveTextContent(/Total\s*BDT 142,500/);
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button asChild>
          <a href="/dashboard/my-orders">My Orders</a>
        </Button>
        <Button asChild variant="secondary">
          <a href="/items">Keep shopping</a>
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Keep shopping' })).toBeVisible();
  },
};

/** An administrator's view: the time in the store's zone, saying so (10:00 UTC is 16:00 in Dhaka). */
export const StoreTimeZone: Story = {
  args: { timeZone: 'Asia/Dhaka' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('Placed 15 Jan 2026, 16:00 (Asia/Dhaka time)');
  },
};

export const Phone: Story = {
  tags: ['mobile'],
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Purchase CP-000007' })).toBeVisible();
  },
};
