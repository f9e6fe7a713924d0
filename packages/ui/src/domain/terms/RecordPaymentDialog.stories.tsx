import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError, field, fill } from '../../../support/formStoryHelpers.ts';
import { termsToday } from '../../../support/termsFixtures.ts';
import { Button } from '../../primitives/Button.tsx';
import { SubmitError } from '../forms/formSubmit.ts';
import { RecordPaymentDialog, type RecordPaymentDialogProps } from './RecordPaymentDialog.tsx';

function WithOpener(props: Omit<RecordPaymentDialogProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Record payment</Button>
      <RecordPaymentDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Terms/RecordPaymentDialog',
  component: WithOpener,
  tags: ['autodocs'],
  args: { invoice: { number: 'CP-000201', outstanding: 54_000 }, today: termsToday, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          "Record a payment against an invoice on terms (store administrators, requirements §20.8): the amount (starting from what is outstanding; either digit set), the day it came (today in the store's calendar, none later) and its reference. Checked by shared `invoicePaymentInputSchema`; the server's refusal (more than is outstanding, not on invoice) shows at its field or under the form. Focus returns to the opener.",
      },
    },
  },
} satisfies Meta<typeof WithOpener>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Record payment' }));
  return within(await screen.findByRole('dialog', { name: 'Record payment' }));
}

export const Open: Story = { args: { initiallyOpen: true } };

/** Part of it, in Bangla digits, today, with the cheque's number: sent, closed, focus back on the opener. */
export const Record: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(field(dialog, 'Amount')).toHaveValue('54000');
    await fill(dialog, 'Amount', '২০০০০');
    await userEvent.type(field(dialog, 'Reference'), 'Cheque 004512, City Bank');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({
      amount: 20_000,
      paid_on: termsToday,
      reference: 'Cheque 004512, City Bank',
    });
    await expect(within(canvasElement).getByRole('button', { name: 'Record payment' })).toHaveFocus();
  },
};

export const InvalidValues: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await fill(dialog, 'Amount', '0');
    await fill(dialog, 'Paid on', '');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expectFieldError(dialog, 'Amount', messages.positivePrice);
    await expectFieldError(dialog, 'Paid on', messages.orderDateInvalid);
    await expectFieldError(dialog, 'Reference', messages.invoicePaymentReferenceRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** More than is outstanding by the time it reached the server (another payment came first). */
export const TooMuch: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError('Check the payment', { amount: messages.invoicePaymentTooMuch('৳ 24,000') });
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(field(dialog, 'Reference'), 'TT-88231');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expectFieldError(dialog, 'Amount', messages.invoicePaymentTooMuch('৳ 24,000'));
  },
};

export const NotOnInvoice: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new SubmitError(messages.notOnInvoice);
    }),
  },
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(field(dialog, 'Reference'), 'TT-88231');
    await userEvent.click(dialog.getByRole('button', { name: 'Record payment' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(messages.notOnInvoice);
  },
};

export const Phone: Story = { tags: ['mobile'], args: { initiallyOpen: true } };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/৫৪,০০০/)).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'] };
