import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCart } from '../../../support/fixtures.ts';
import { Button } from '../../primitives/Button.tsx';
import { CartSummary } from './CartSummary.tsx';

const meta = {
  title: 'Cart/CartSummary',
  component: CartSummary,
  tags: ['autodocs'],
  args: { cart: sampleCart },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "The cart's totals (requirements §14.1): lines and units, the grand total, how many lines need a change first, then what comes next (checkout, or signing in).",
      },
    },
  },
} satisfies Meta<typeof CartSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Summary' });
    await expect(summary).toHaveTextContent('3 lines, 40 units');
    await expect(summary).toHaveTextContent('TotalBDT 1,49,750');
  },
};

export const AllFine: Story = {
  args: { cart: { lines: [sampleCart.lines[0]!], count: 10, total: 71000 } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'Summary' });
    await expect(summary).toHaveTextContent('1 line, 10 units');
    await expect(summary).not.toHaveTextContent('needs a change');
  },
};

/** Signed out: the next step is signing in (the cart is kept). */
export const SignedOut: Story = {
  args: {
    children: (
      <Button asChild size="lg">
        <a href="/login">Sign in to check out</a>
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Sign in to check out' })).toBeVisible();
  },
};

/** In Bangla (requirements §16): the counts in Bangla digits, the line that needs a change too. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement).getByRole('region', { name: 'সারসংক্ষেপ' });
    await expect(summary).toHaveTextContent('৩টি লাইন, ৪০ ইউনিট');
    await expect(summary).toHaveTextContent('১টি লাইনে');
    await expect(summary.textContent).not.toMatch(/[0-9]/);
  },
};
