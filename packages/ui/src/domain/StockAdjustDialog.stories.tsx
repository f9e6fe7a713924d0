import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button.tsx';
import { SubmitError } from './forms/formSubmit.ts';
import { expectFieldError, field } from '../../support/formStoryHelpers.ts';
import { StockAdjustDialog, type StockAdjustDialogProps } from './StockAdjustDialog.tsx';

/** The dialog behind its opener, as the item editor has it. */
function WithOpener(props: Omit<StockAdjustDialogProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Adjust stock</Button>
      <StockAdjustDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Domain/StockAdjustDialog',
  component: WithOpener,
  tags: ['autodocs'],
  args: { item: { name: 'Ryzen 7 Processor', available_quantity: 40 }, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Adjust stock (admin, requirements §12.9): Received (+) or Written off (−), the units (a positive whole number) and a reason kept in the stock history, with the stock it would leave. A write-off of more than the stock shown is refused before sending (the reason at Units, Write off disabled). `onSubmit({ change, reason })` gets the signed change; the dialog closes when it resolves. The server’s refusal (the stock fell meanwhile) shows at Units. Focus returns to the opener.',
      },
    },
  },
} satisfies Meta<typeof WithOpener>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Adjust stock' }));
  return within(await screen.findByRole('dialog', { name: 'Adjust stock' }));
}

export const Open: Story = { args: { initiallyOpen: true } };

/** Received 25 (typed in Bangla digits, ২৫) with a reason: +25 goes out, the dialog closes, focus is back on the opener. */
export const Receive: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(dialog.getByText('Ryzen 7 Processor: 40 in stock now.')).toBeInTheDocument();
    await userEvent.type(field(dialog, 'Units'), '২৫');
    await expect(dialog.getByText('Stock after: 65')).toBeInTheDocument();
    await userEvent.type(field(dialog, 'Reason'), 'Delivery from the plant');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to stock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ change: 25, reason: 'Delivery from the plant' });
    await expect(within(canvasElement).getByRole('button', { name: 'Adjust stock' })).toHaveFocus();
  },
};

/** Written off, chosen by keyboard: the change goes out negative. */
export const WriteOffByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    dialog.getByRole('radio', { name: 'Received (+)' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialog.getByRole('radio', { name: 'Written off (−)' })).toBeChecked();
    await userEvent.type(field(dialog, 'Units'), '3');
    await expect(dialog.getByText('Stock after: 37')).toBeInTheDocument();
    await userEvent.type(field(dialog, 'Reason'), 'Damaged in transit{Enter}');
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ change: -3, reason: 'Damaged in transit' }));
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Add to stock' }));
    await expectFieldError(dialog, 'Units', messages.stockChangeRequired);
    await expectFieldError(dialog, 'Reason', messages.stockReasonRequired);
    await userEvent.type(field(dialog, 'Units'), '0');
    await userEvent.click(dialog.getByRole('button', { name: 'Add to stock' }));
    await expectFieldError(dialog, 'Units', messages.positiveQuantity);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Writing off more than the stock shown is refused before anything is sent: the reason at Units,
 * no negative "Stock after", and Write off off until the units fit (Enter sends nothing either).
 */
export const MoreThanInStock: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Written off (−)' }));
    await userEvent.type(field(dialog, 'Reason'), 'Counted');
    // Writing off what there is is fine.
    await userEvent.type(field(dialog, 'Units'), '40');
    await expect(dialog.getByText('Stock after: 0')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Write off' })).toBeEnabled();
    // Received, more is fine too; written off, it is refused.
    await userEvent.clear(field(dialog, 'Units'));
    await userEvent.type(field(dialog, 'Units'), '50');
    await userEvent.click(dialog.getByRole('radio', { name: 'Received (+)' }));
    await expect(dialog.getByText('Stock after: 90')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('radio', { name: 'Written off (−)' }));
    await expectFieldError(dialog, 'Units', messages.stockBelowZero(40));
    await expect(dialog.queryByText(/Stock after/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Write off' })).toBeDisabled();
    field(dialog, 'Units').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The stock fell after the dialog read it: the server's 409 shows at Units, the dialog stays open. */
export const ServerRefusesWriteOff: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new SubmitError(messages.stockBelowZero(20), { change: messages.stockBelowZero(20) })),
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'Written off (−)' }));
    await userEvent.type(field(dialog, 'Units'), '30');
    await userEvent.type(field(dialog, 'Reason'), 'Counted');
    await userEvent.click(dialog.getByRole('button', { name: 'Write off' }));
    await expectFieldError(dialog, 'Units', messages.stockBelowZero(20));
    await expect(screen.getByRole('dialog', { name: 'Adjust stock' })).toBeInTheDocument();
  },
};

export const LongName: Story = {
  args: {
    initiallyOpen: true,
    item: {
      name: 'Liquid-cooled workstation motherboard with dual 10-gigabit Ethernet and eight memory slots',
      available_quantity: 1_250_000,
    },
  },
};

/** In Bangla: the dialog's words and the stock the change would leave. */
export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'স্টক সমন্বয় করুন' }));
    await expect(dialog.getByText('Ryzen 7 Processor: এখন স্টকে আছে ৪০টি।')).toBeInTheDocument();
    await userEvent.type(field(dialog, 'ইউনিট'), '25');
    await expect(dialog.getByText('এরপর স্টকে থাকবে: ৬৫')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'স্টকে যোগ করুন' })).toBeInTheDocument();
  },
};
