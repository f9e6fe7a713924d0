import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  FIRST_STORE_DAY,
  formatBdt,
  INVOICE_PAYMENT_REFERENCE_MAX,
  invoicePaymentInputSchema,
  type InvoicePaymentInput,
} from '@storefront/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useFocusReturn } from '../../lib/useFocusReturn.ts';
import { Button } from '../../primitives/Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../primitives/Dialog.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

export interface RecordPaymentDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The invoice paid against: its purchase's number and what is outstanding on it (BDT). */
  invoice: { number: string; outstanding: number } | null;
  /** Today in the store's calendar (YYYY-MM-DD): the day it starts from, and the last one it offers. */
  today: string;
  /**
   * Called with the checked values. A returned promise keeps the dialog busy; it closes when the
   * promise resolves. A rejection keeps what was typed and shows its `fieldErrors` (`amount`,
   * `paid_on`, `reference`) at the fields, or its message under the form.
   */
  onSubmit: (payment: InvoicePaymentInput) => void | Promise<unknown>;
}

/**
 * Record a payment against an invoice on terms (store administrators, requirements §20.8): the
 * amount received (starting from what is outstanding; either digit set), the day it came and its
 * reference (a cheque or bank transfer number). The server refuses more than is outstanding.
 */
export function RecordPaymentDialog({ open, onOpenChange, invoice, today, onSubmit }: RecordPaymentDialogProps) {
  const { t } = useLingui();
  const outstanding = invoice?.outstanding ?? 0;
  const blank = { amount: outstanding > 0 ? String(outstanding) : '', paid_on: today, reference: '' };
  const form = useForm({ resolver: zodResolver(invoicePaymentInputSchema), defaultValues: blank });
  const { errors, isSubmitting } = form.formState;
  const returnFocus = useFocusReturn(open);

  useEffect(() => {
    if (open) form.reset({ amount: outstanding > 0 ? String(outstanding) : '', paid_on: today, reference: '' });
  }, [open, form, outstanding, today]);

  const submit = submitHandler(form, ['amount', 'paid_on', 'reference'], async (values) => {
    await onSubmit(values);
    onOpenChange(false);
  });
  const number = invoice?.number ?? '';
  const left = formatBdt(outstanding);

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>
          <Trans>Record payment</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Money received against {number}: {left} is outstanding.
          </Trans>
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label={t`Amount`} error={errors.amount?.message} required>
            <NumberInput suffix="BDT" {...form.register('amount')} />
          </FormField>
          <FormField label={t`Paid on`} error={errors.paid_on?.message} required>
            <Input type="date" min={FIRST_STORE_DAY} max={today} {...form.register('paid_on')} />
          </FormField>
          <FormField
            label={t`Reference`}
            error={errors.reference?.message}
            hint={t`The cheque or bank transfer number.`}
            required
          >
            <Input maxLength={INVOICE_PAYMENT_REFERENCE_MAX} autoComplete="off" {...form.register('reference')} />
          </FormField>
          <FormError>{errors.root?.submit?.message}</FormError>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={isSubmitting}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={isSubmitting} loadingLabel={t`Recording the payment`}>
              <Trans>Record payment</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
