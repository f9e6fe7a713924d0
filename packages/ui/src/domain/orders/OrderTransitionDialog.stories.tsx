import type { OrderStatus } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button.tsx';
import { OrderTransitionDialog, type OrderTransitionDialogProps } from './OrderTransitionDialog.tsx';

type Move = Exclude<OrderStatus, 'placed'>;

/** The dialog behind the row button that opens it. */
function WithOpener({ move, ...props }: Omit<OrderTransitionDialogProps, 'to' | 'onOpenChange'> & { move: Move }) {
  const [to, setTo] = useState<Move | null>(null);
  return (
    <>
      <Button onClick={() => setTo(move)}>Open</Button>
      <OrderTransitionDialog {...props} to={to} onOpenChange={(open) => !open && setTo(null)} />
    </>
  );
}

const meta = {
  title: 'Orders/OrderTransitionDialog',
  component: WithOpener,
  tags: ['autodocs'],
  args: { move: 'shipped', subject: 'order CC-000042', onConfirm: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Asks before an administrator moves an order (or the chosen ones) along (requirements §13.6). For the chosen orders, `subject` is how many move of how many were chosen: when some cannot make the move, the question says how many will and the description why the others stay. Shipping takes an optional tracking note, cancelling an optional reason: both go into the order's timeline and the customer's email. A refusal (the order changed meanwhile) shows in the dialog.",
      },
    },
  },
} satisfies Meta<typeof WithOpener>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open' }));
  return within(await screen.findByRole('dialog', { name }));
}

export const ShipWithTracking: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, 'Ship order CC-000042?');
    await userEvent.type(dialog.getByLabelText('Tracking note (optional)'), 'Sundarban Courier SC-99812');
    await userEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledWith('Sundarban Courier SC-99812');
    await expect(within(canvasElement).getByRole('button', { name: 'Open' })).toHaveFocus();
  },
};

export const ConfirmSeveral: Story = {
  args: { move: 'confirmed', subject: { moving: 3, chosen: 3 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, 'Confirm 3 orders?');
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'They will be confirmed, and their customers emailed.',
    );
    await expect(dialog.queryByRole('textbox')).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onConfirm).toHaveBeenCalledWith(undefined);
  },
};

/**
 * Some of the chosen orders cannot make the move: how many will move, and why the others stay, is
 * said before the tracking note is asked for (requirements §13.6).
 */
export const ShipSomeOfSelected: Story = {
  args: { move: 'shipped', subject: { moving: 3, chosen: 5 } },
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement, 'Ship 3 of 5 selected orders?');
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      '2 are not confirmed and stay as they are. 3 will be shipped, and their customers emailed.',
    );
    await userEvent.type(dialog.getByLabelText('Tracking note (optional)'), 'Sundarban Courier SC-99812');
    await userEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(args.onConfirm).toHaveBeenCalledWith('Sundarban Courier SC-99812'));
  },
};

/** One of two moves, one stays: the words agree with one. */
export const ConfirmOneOfTwo: Story = {
  args: { move: 'confirmed', subject: { moving: 1, chosen: 2 } },
  play: async ({ canvasElement }) => {
    await open(canvasElement, 'Confirm 1 of 2 selected orders?');
    await expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      '1 is not placed and stays as it is. 1 will be confirmed, and the customer emailed.',
    );
  },
};

export const CancelWithReason: Story = {
  args: { move: 'cancelled' },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Cancel order CC-000042?');
    await expect(dialog.getByLabelText('Reason (optional)')).toBeInTheDocument();
  },
};

export const Refused: Story = {
  args: { onConfirm: fn(async () => Promise.reject(new Error('The order changed meanwhile: it is now cancelled'))) },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'Ship order CC-000042?');
    await userEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The order changed meanwhile: it is now cancelled',
    );
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

/** Shipping some of the chosen orders, in Bangla: the question, why the others stay, the note and the buttons. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { subject: { moving: 3, chosen: 5 } },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, 'নির্বাচিত ৫টির মধ্যে ৩টি অর্ডার শিপ করবেন?');
    await expect(dialog.getByLabelText('ট্র্যাকিং নোট (ঐচ্ছিক)')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'শিপ করুন' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'ফিরে যান' })).toBeInTheDocument();
  },
};
