import { messages, toasts } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddItemForm } from './AddItemForm.tsx';
import { expectFieldError, field, fill } from './formStoryHelpers.ts';

const meta = {
  title: 'Forms/AddItemForm',
  component: AddItemForm,
  tags: ['autodocs'],
  args: { onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Add an Item (admin, spec 2, 5): name, image file, short description, min order quantity, available quantity and price per unit, each with the spec's required message (shared `itemFormSchema`).",
      },
    },
  },
} satisfies Meta<typeof AddItemForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expectFieldError(canvas, 'Name', messages.itemNameRequired);
    await expectFieldError(canvas, 'Image', messages.itemImageRequired);
    await expectFieldError(canvas, 'Short Description', messages.itemDescriptionRequired);
    await expectFieldError(canvas, 'Min Order Quantity', messages.minOrderRequired);
    await expectFieldError(canvas, 'Available Quantity', messages.availableRequired);
    await expectFieldError(canvas, 'Price Per Unit', messages.priceRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fills every field with a valid item (the NVMe SSD). */
async function fillValidItem(canvas: ReturnType<typeof within>) {
  await fill(canvas, 'Name', 'NVMe SSD 1TB');
  await userEvent.upload(field(canvas, 'Image'), new File(['png'], 'ssd.png', { type: 'image/png' }));
  await fill(canvas, 'Short Description', 'Fast PCIe 4 storage for workstations.');
  await fill(canvas, 'Min Order Quantity', '10');
  await fill(canvas, 'Available Quantity', '400');
  await fill(canvas, 'Price Per Unit', '6500');
}

export const ValidSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    const values = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0];
    await expect(values).toMatchObject({
      name: 'NVMe SSD 1TB',
      short_description: 'Fast PCIe 4 storage for workstations.',
      min_order_quantity: 10,
      available_quantity: 400,
      price_per_unit: 6500,
    });
    await expect(values.image[0].name).toBe('ssd.png');
  },
};

export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    const submit = canvas.getByRole('button', { name: /Add Item/ });
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    // The form is cleared only once the item is saved, not while the request runs.
    await expect(field(canvas, 'Name')).toHaveValue('NVMe SSD 1TB');
    await expect(field(canvas, 'Price Per Unit')).toHaveValue(6500);
  },
};

export const ServerError: Story = {
  args: { error: toasts.itemAddFailed },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to add the item');
    // Retrying is submitting again: the handler runs with the values, then the form clears.
    await fillValidItem(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'NVMe SSD 1TB' }));
    await waitFor(() => expect(field(canvas, 'Name')).toHaveValue(''));
    // Leave the story at rest: the screenshot is the error state, not the focus ring of the click.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
