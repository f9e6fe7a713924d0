import { messages, orderMessages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleItem } from '../../fixtures.ts';
import { expectFieldError, field, fill } from './formStoryHelpers.ts';
import { PlaceOrderForm } from './PlaceOrderForm.tsx';

const meta = {
  title: 'Forms/PlaceOrderForm',
  component: PlaceOrderForm,
  tags: ['autodocs'],
  args: { email: 'rahim@example.com', name: 'Rahim Uddin', onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "The order form of the purchase page (spec 2, 5): email and name prefilled and disabled; address, phone and quantity required (shared `orderFormSchema`). With `limits`, the quantity is also checked against the item's minimum and available quantities (shared `orderQuantityError`).",
      },
    },
  },
} satisfies Meta<typeof PlaceOrderForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(field(canvas, 'Email')).toBeDisabled();
    await expect(field(canvas, 'Email')).toHaveValue('rahim@example.com');
    await expect(field(canvas, 'Name')).toBeDisabled();
    await expect(field(canvas, 'Name')).toHaveValue('Rahim Uddin');
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expectFieldError(canvas, 'Address', messages.addressRequired);
    await expectFieldError(canvas, 'Phone', messages.phoneRequired);
    await expectFieldError(canvas, 'Quantity', messages.quantityRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BelowMinimum: Story = {
  args: { limits: sampleItem, defaultQuantity: sampleItem.min_order_quantity },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Address', 'House 12, Road 5, Dhanmondi, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await fill(canvas, 'Quantity', '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expectFieldError(canvas, 'Quantity', orderMessages.belowMinimum(sampleItem.min_order_quantity));
  },
};

export const AboveAvailable: Story = {
  args: { limits: sampleItem },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Address', 'House 12, Road 5, Dhanmondi, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await fill(canvas, 'Quantity', '100000');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await expectFieldError(canvas, 'Quantity', orderMessages.aboveAvailable(sampleItem.available_quantity));
  },
};

export const ValidSubmit: Story = {
  args: { limits: sampleItem, defaultQuantity: sampleItem.min_order_quantity },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Address', 'House 12, Road 5, Dhanmondi, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phone: '01700000000',
        quantity: 10,
      }),
    );
  },
};

export const Submitting: Story = {
  args: {
    limits: sampleItem,
    defaultQuantity: sampleItem.min_order_quantity,
    onSubmit: fn(() => new Promise<never>(() => {})),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas, 'Address', 'House 12, Road 5, Dhanmondi, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    const submit = canvas.getByRole('button', { name: /Place Order/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // Email and name stay prefilled and disabled; the entered values stay until the order is placed.
    await expect(field(canvas, 'Email')).toBeDisabled();
    await expect(field(canvas, 'Name')).toHaveValue('Rahim Uddin');
    await expect(field(canvas, 'Address')).toHaveValue('House 12, Road 5, Dhanmondi, Dhaka');
    await expect(field(canvas, 'Quantity')).toHaveValue(sampleItem.min_order_quantity);
  },
};

export const ServerError: Story = {
  args: { error: 'This item is no longer available' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This item is no longer available');
    // Retrying is submitting again: the handler runs with the values, then the form clears.
    await fill(canvas, 'Address', 'House 12, Road 5, Dhanmondi, Dhaka');
    await fill(canvas, 'Phone', '01700000000');
    await fill(canvas, 'Quantity', '20');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Order' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phone: '01700000000',
        quantity: 20,
      }),
    );
    await waitFor(() => expect(field(canvas, 'Address')).toHaveValue(''));
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
