import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleCart } from '../../../support/fixtures.ts';
import { CartLine } from './CartLine.tsx';

const meta = {
  title: 'Cart/CartLine',
  component: CartLine,
  tags: ['autodocs'],
  args: { line: sampleCart.lines[0]!, onQuantity: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <ul className="max-w-3xl rounded-card border border-line bg-surface px-4">
        <Story />
      </ul>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One cart line (requirements §14.1): picture, name (to the item page), SKU, price per unit from the tier its quantity reaches, quantity stepper, line total, Remove; what stops it being ordered in red, describing the quantity field.',
      },
    },
  },
} satisfies Meta<typeof CartLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'RTX 4070 Graphics Card' })).toHaveAttribute(
      'href',
      '/items/item-tiered',
    );
    await expect(canvas.getByText('SKU CC-GPU-4070')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove RTX 4070 Graphics Card' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** A customer group member's line (requirements §20.5): their price, marked, the public one struck beside it. */
export const MemberPrice: Story = {
  args: { line: { ...sampleCart.lines[0]!, unit_price: 52_000, public_price: 56_500, line_total: 520_000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your price')).toBeVisible();
    await expect(canvas.getByText(/Public price/)).toHaveTextContent('Public price BDT 56,500');
    await expect(canvas.getByText('BDT 56,500').tagName).toBe('S');
  },
};

/** The member's line in Bangla. */
export const MemberPriceBangla: Story = {
  ...MemberPrice,
  globals: { locale: 'bn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('আপনার দাম')).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  args: { line: sampleCart.lines[2]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox')).toHaveAccessibleDescription(
      'The minimum order quantity is 20',
    );
  },
};

export const ItemGone: Story = {
  args: { line: { ...sampleCart.lines[1]!, problem: 'This item is no longer available' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This item is no longer available')).toBeVisible();
  },
};

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Remove/ })).toBeDisabled();
  },
};
