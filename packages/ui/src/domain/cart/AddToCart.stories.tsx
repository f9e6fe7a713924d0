import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleItem, tieredItem } from '../../../support/fixtures.ts';
import { AddToCart } from './AddToCart.tsx';

const meta = {
  title: 'Cart/AddToCart',
  component: AddToCart,
  tags: ['autodocs'],
  args: { item: sampleItem, onAdd: fn(async () => undefined) },
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
          'Add to cart (requirements §14.1) on the item page, the purchase page (with a quantity stepper, starting at the minimum order quantity) and the item cards (compact: the minimum). A quantity below the minimum or above the stock says so and cannot be added.',
      },
    },
  },
} satisfies Meta<typeof AddToCart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Units of/ })).toHaveValue('10');
    await userEvent.click(canvas.getByRole('button', { name: 'One more' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(11);
  },
};

/**
 * A typed quantity is judged as it is typed: below the minimum it says so and cannot be added; once
 * it is right the message goes and the button is back, without leaving the field.
 */
export const TypedQuantity: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const quantity = canvas.getByRole('textbox', { name: /Units of/ });
    const add = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.clear(quantity);
    await expect(canvas.getByText(messages.quantityRequired)).toBeVisible();
    await expect(add).toBeDisabled();
    await userEvent.type(quantity, '3');
    await expect(canvas.getByText('The minimum order quantity is 10')).toBeVisible();
    await expect(add).toBeDisabled();
    await userEvent.type(quantity, '0');
    await expect(quantity).toHaveFocus();
    await expect(canvas.queryByText('The minimum order quantity is 10')).toBeNull();
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(args.onAdd).toHaveBeenCalledWith(30);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const AboveStock: Story = {
  args: { item: { ...tieredItem, available_quantity: 4, min_order_quantity: 1 }, quantity: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Only 4 available: order 4 or fewer')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: {
    onAdd: fn(async () => {
      throw new Error('A cart holds at most 200 items: check out or remove some first');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to cart' }));
    await expect(await canvas.findByText(/A cart holds at most 200 items/)).toBeVisible();
  },
};

/** On an item card: the minimum quantity, the item's name for screen readers. */
export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^Add to cart\\W+${sampleItem.name}$`) }));
    await expect(args.onAdd).toHaveBeenCalledWith(10);
  },
};
