import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { unbroken } from '../../support/fixtures.ts';
import { expectFits } from '../../support/fitStoryHelpers.ts';
import { ConfirmDeleteDialog, type ConfirmDeleteDialogProps } from './ConfirmDeleteDialog.tsx';

function Harness(props: ConfirmDeleteDialogProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <ConfirmDeleteDialog
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Domain/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog,
  tags: ['autodocs'],
  args: { open: true, kind: 'order', name: 'Ryzen 7 Processor', units: 3, onConfirm: fn(), onOpenChange: fn() },
  render: (args) => <Harness {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The delete confirmation (requirements §2, §4): "Are you sure you want to delete the order for: {item}?" with Yes and Cancel; for an order, what deleting really does (requirements §10 D15): it stays on record as Cancelled and its units go back to stock. When `onConfirm` returns a promise, Yes spins until it settles; a rejection shows its message and keeps the dialog open.',
      },
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof ConfirmDeleteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The original question (requirements §2), then what deleting an order really does: it is kept as Cancelled, its stock returns. */
export const Order: Story = {
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the order for: Ryzen 7 Processor?',
    });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveAccessibleDescription(
      'The order stays on record as Cancelled and its 3 units go back to stock.',
    );
    await expect(screen.queryByText(/cannot be undone/)).toBeNull();
  },
};

export const OrderOfOneUnit: Story = {
  args: { units: 1 },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      'The order stays on record as Cancelled and its 1 unit goes back to stock.',
    );
  },
};

export const Item: Story = {
  args: { kind: 'item', name: 'RTX Graphics Card' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete the item: RTX Graphics Card?',
    });
    await expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  },
};

export const Confirmed: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Cancelled: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<never>(() => {})) },
  play: async () => {
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Yes/ })).toHaveAttribute('aria-busy', 'true'));
    await expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

export const Failed: Story = {
  args: { onConfirm: fn(() => Promise.reject(new Error('The order could not be deleted. Try again.'))) },
  play: async () => {
    await screen.findByRole('alertdialog');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('The order could not be deleted. Try again.');
    await waitFor(() => expect(screen.getByRole('alertdialog')).toBeVisible());
    // A refusal keeps the dialog open: still open a moment later, with the message.
    await new Promise((settled) => setTimeout(settled, 700));
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const LongName: Story = {
  args: { name: 'Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots' },
};

/** An item name without spaces wraps anywhere inside the dialog. */
export const UnbrokenName: Story = {
  args: { name: unbroken.item },
  play: async () => {
    await expectFits(await screen.findByRole('alertdialog'));
  },
};

/** In Bangla: the question, what happens to the order, Yes and Cancel. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', {
      name: 'আপনি কি নিশ্চিত যে এই পণ্যের অর্ডারটি মুছে ফেলতে চান: Ryzen 7 Processor?',
    });
    await expect(dialog).toHaveAccessibleDescription(
      'অর্ডারটি বাতিল হিসেবে রেকর্ডে থেকে যাবে, আর এর ৩ ইউনিট স্টকে ফিরে যাবে।',
    );
    await expect(screen.getByRole('button', { name: 'হ্যাঁ' })).toBeInTheDocument();
    await expect(screen.getByRole('button', { name: 'বাতিল করুন' })).toBeInTheDocument();
  },
};
