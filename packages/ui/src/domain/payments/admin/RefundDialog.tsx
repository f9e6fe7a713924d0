import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, refundWithin, type RefundInput } from '@storefront/shared';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useFocusReturn } from '../../../lib/useFocusReturn.ts';
import { Button } from '../../../primitives/Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../primitives/Dialog.tsx';
import { FormError, FormField } from '../../../primitives/FormField.tsx';
import { Input } from '../../../primitives/Input.tsx';
import { NumberInput } from '../../../primitives/NumberInput.tsx';
import { submitHandler } from '../../forms/formSubmit.ts';
import type { PaymentMethod } from './contract.ts';

export interface RefundDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purchaseNumber: string;
  method: PaymentMethod;
  /** What can still be refunded (BDT): paid less refunded. The amount starts from it, and may not exceed it. */
  refundable: number;
  /**
   * Called with the checked values. A returned promise keeps the dialog busy; it closes when the
   * promise resolves. A rejection keeps what was typed and shows its `fieldErrors` (`amount`,
   * `reason`) at the fields, or its message under the form.
   */
  onSubmit: (refund: RefundInput) => void | Promise<unknown>;
}

/**
 * Refund (admin, issue 33; requirements §18): all or part of what was paid (a cancelled line's share),
 * and why. Online payments go back through the gateway; cash is recorded as handed back.
 */
export function RefundDialog({ open, onOpenChange, purchaseNumber, method, refundable, onSubmit }: RefundDialogProps) {
  const { t } = useLingui();
  const schema = useMemo(() => refundWithin(refundable), [refundable]);
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { amount: String(refundable), reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const returnFocus = useFocusReturn(open);

  useEffect(() => {
    if (open) form.reset({ amount: String(refundable), reason: '' });
  }, [open, form, refundable]);

  const submit = submitHandler(form, ['amount', 'reason'], async (values) => {
    await onSubmit(values);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>
          <Trans>Refund</Trans>
        </DialogTitle>
        <DialogDescription>
          {method === 'cod' ? (
            <Trans>
              Cash handed back for {{ number: purchaseNumber }}: at most {{ left: formatBdt(refundable) }}.
            </Trans>
          ) : (
            <Trans>
              Sent back through the gateway for {{ number: purchaseNumber }}: at most {{ left: formatBdt(refundable) }}.
            </Trans>
          )}
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label={t`Amount`} error={errors.amount?.message} required>
            <NumberInput suffix="BDT" {...form.register('amount')} />
          </FormField>
          <FormField
            label={t`Reason`}
            error={errors.reason?.message}
            hint={t`Kept in the trail: a cancelled line, a return.`}
            required
          >
            <Input {...form.register('reason')} />
          </FormField>
          <FormError>{errors.root?.submit?.message}</FormError>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={isSubmitting}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" variant="danger" isLoading={isSubmitting} loadingLabel={t`Refunding`}>
              <Trans>Refund</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
