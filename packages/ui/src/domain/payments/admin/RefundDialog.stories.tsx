import { messages } from '@storefront/shared';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectFieldError, field, fill } from '../../../../support/formStoryHelpers.ts';
import { Button } from '../../../primitives/Button.tsx';
import { RefundDialog, type RefundDialogProps } from './RefundDialog.tsx';

function WithOpener(props: Omit<RefundDialogProps, 'open' | 'onOpenChange'> & { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(props.initiallyOpen ?? false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Refund</Button>
      <RefundDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Domain/Payments/Admin/RefundDialog',
  component: WithOpener,
  tags: ['autodocs'],
  args: { purchaseNumber: 'CP-000051', method: 'sslcommerz', refundable: 48_650, onSubmit: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'Refund (admin, issue 33; requirements §18): an amount up to what was paid and not yet refunded (starting from all of it; a cancelled line’s share for a partial refund), and why. Online payments go back through the gateway; cash is recorded as handed back. Checked by the shared `refundInputSchema` and `refundWithin`.',
      },
    },
  },
} satisfies Meta<typeof WithOpener>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Refund' }));
  return within(await screen.findByRole('dialog', { name: 'Refund' }));
}

export const Open: Story = { args: { initiallyOpen: true } };

/** A partial refund: a cancelled line's share, and why. */
export const PartialRefund: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await expect(field(dialog, 'Amount')).toHaveValue('48650');
    await fill(dialog, 'Amount', '12,500.50');
    await userEvent.type(field(dialog, 'Reason'), 'Cancelled line: RAM out of stock');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 12_500.5, reason: 'Cancelled line: RAM out of stock' });
  },
};

export const MoreThanPaid: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await open(canvasElement);
    await fill(dialog, 'Amount', '48650.01');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    await expectFieldError(dialog, 'Amount', messages.refundAtMost(48_650));
    await expectFieldError(dialog, 'Reason', messages.refundReasonRequired);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const CashOrder: Story = { args: { method: 'cod', refundable: 33_700, initiallyOpen: true } };

export const Phone: Story = { tags: ['mobile'], args: { initiallyOpen: true } };

export const Bangla: Story = {
  globals: { locale: 'bn' },
  args: { initiallyOpen: true },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog'));
    await expect(dialog.getByText(/৪৮,৬৫০/)).toBeInTheDocument();
  },
};

export const BanglaPhone: Story = { ...Bangla, tags: ['mobile'] };
