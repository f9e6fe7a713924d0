import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { cashInputSchema, FIRST_STORE_DAY, formatBdt, type CashInput } from '@storefront/shared';
import { useEffect } from 'react';
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

export interface RecordCashDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  purchaseNumber: string;
  /** What is left to collect (BDT): the amount the dialog starts from. */
  toCollect: number;
  /** Today in the store's calendar (YYYY-MM-DD): the day it starts from, and the last one it offers. */
  today: string;
  /**
   * Called with the checked values. A returned promise keeps the dialog busy; it closes when the
   * promise resolves. A rejection keeps what was typed and shows its `fieldErrors` (`amount`,
   * `collected_on`, `note`) at the fields, or its message under the form.
   */
  onSubmit: (cash: CashInput) => void | Promise<unknown>;
}

/**
 * Record cash (admin, issue 33; requirements §18): the cash a courier collected at the door for a
 * purchase, the day it was collected and a note; the server records who and marks the payment paid
 * once the total is reached. The amount may be typed in either digit set.
 */
export function RecordCashDialog({
  open,
  onOpenChange,
  purchaseNumber,
  toCollect,
  today,
  onSubmit,
}: RecordCashDialogProps) {
  const { t } = useLingui();
  const blank = { amount: toCollect > 0 ? String(toCollect) : '', collected_on: today, note: '' };
  const form = useForm({ resolver: zodResolver(cashInputSchema), defaultValues: blank });
  const { errors, isSubmitting } = form.formState;
  const returnFocus = useFocusReturn(open);

  useEffect(() => {
    if (open) form.reset({ amount: toCollect > 0 ? String(toCollect) : '', collected_on: today, note: '' });
  }, [open, form, toCollect, today]);

  const submit = submitHandler(form, ['amount', 'collected_on', 'note'], async (values) => {
    await onSubmit(values);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>
          <Trans>Record cash</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Cash collected for {{ number: purchaseNumber }}: {{ left: formatBdt(toCollect) }} is left to collect.
          </Trans>
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <FormField label={t`Amount`} error={errors.amount?.message} required>
            <NumberInput suffix="BDT" {...form.register('amount')} />
          </FormField>
          <FormField label={t`Collected on`} error={errors.collected_on?.message} required>
            <Input type="date" min={FIRST_STORE_DAY} max={today} {...form.register('collected_on')} />
          </FormField>
          <FormField
            label={t`Note`}
            error={errors.note?.message}
            hint={t`The courier, a receipt number: kept in the trail.`}
          >
            <Input {...form.register('note')} />
          </FormField>
          <FormError>{errors.root?.submit?.message}</FormError>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={isSubmitting}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" isLoading={isSubmitting} loadingLabel={t`Recording the cash`}>
              <Trans>Record cash</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
