import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatCount,
  messages,
  stockAdjustFormSchema,
  stockChangeOf,
  stockDirectionMessages,
  stockDirections,
  toLatinDigits,
  type StockAdjustment,
} from '@storefront/shared';
import { sayShared } from '../i18n/translateMessage.ts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useFocusReturn } from '../lib/useFocusReturn.ts';
import { Button } from '../primitives/Button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../primitives/Dialog.tsx';
import { FormError, FormField } from '../primitives/FormField.tsx';
import { Input } from '../primitives/Input.tsx';
import { NumberInput } from '../primitives/NumberInput.tsx';
import { SubmitError, submitHandler } from './forms/formSubmit.ts';

export interface StockAdjustDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item whose stock changes, as last read. */
  item: { name: string; available_quantity: number };
  /**
   * Called with the signed change and its reason. A returned promise keeps the dialog busy; it
   * closes when the promise resolves. A rejection keeps what was typed and shows its `fieldErrors`
   * (`change` at Units, `reason` at Reason) or its message.
   */
  onSubmit: (adjustment: StockAdjustment) => void | Promise<unknown>;
}

const blank = { direction: 'received' as const, units: '', reason: '' };

/**
 * Adjust stock (admin, requirements §12.9): units received (+) or written off (-), and why. Shows the
 * stock it would leave, and refuses a write-off of more than the stock shown before sending; the
 * server refuses one of more than there is by then.
 */
export function StockAdjustDialog({ open, onOpenChange, item, onSubmit }: StockAdjustDialogProps) {
  const { t, i18n } = useLingui();
  const form = useForm({ resolver: zodResolver(stockAdjustFormSchema), defaultValues: blank });
  const { errors, isSubmitting } = form.formState;
  const returnFocus = useFocusReturn(open);
  const [direction, units] = useWatch({ control: form.control, name: ['direction', 'units'] });
  const count = Number(toLatinDigits(String(units)));
  const after =
    Number.isInteger(count) && count > 0 ? item.available_quantity + stockChangeOf({ direction, units: count }) : null;
  // A write-off of more than the stock shown is refused here, in the server's words, before sending.
  const refusal = after !== null && after < 0 ? messages.stockBelowZero(item.available_quantity) : undefined;

  useEffect(() => {
    if (open) form.reset(blank);
  }, [open, form]);

  const submit = submitHandler(form, ['units', 'reason'], async (values) => {
    if (refusal) return;
    try {
      await onSubmit({ change: stockChangeOf(values), reason: values.reason });
    } catch (cause) {
      // The server names the signed change; the dialog asks for units.
      const fieldErrors = (cause as { fieldErrors?: Record<string, string> }).fieldErrors;
      if (fieldErrors?.change) throw new SubmitError(fieldErrors.change, { units: fieldErrors.change });
      throw cause;
    }
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !isSubmitting && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>
          <Trans>Adjust stock</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            {{ name: item.name }}: {{ count: formatCount(item.available_quantity) }} in stock now.
          </Trans>
        </DialogDescription>
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
            <legend className="mb-2 text-body-sm font-medium text-ink">
              <Trans>Movement</Trans>
            </legend>
            {stockDirections.map((value) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-body-sm text-ink">
                <input type="radio" value={value} className="size-4 accent-primary" {...form.register('direction')} />
                {sayShared(i18n, stockDirectionMessages[value])} ({value === 'received' ? '+' : '−'})
              </label>
            ))}
          </fieldset>
          <FormField label={t`Units`} error={errors.units?.message ?? refusal} required>
            <NumberInput inputMode="numeric" {...form.register('units')} />
          </FormField>
          <FormField
            label={t`Reason`}
            error={errors.reason?.message}
            hint={t`Kept in the item's stock history: a delivery note, damage, a count.`}
            required
          >
            <Input placeholder={t`Delivery from the plant`} {...form.register('reason')} />
          </FormField>
          <p className="text-body-sm text-ink-muted" aria-live="polite">
            {after === null || refusal ? '\u00a0' : t`Stock after: ${{ count: formatCount(after) }}`}
          </p>
          <FormError>{errors.root?.submit?.message}</FormError>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={isSubmitting}>
                <Trans>Cancel</Trans>
              </Button>
            </DialogClose>
            <Button
              type="submit"
              isLoading={isSubmitting}
              loadingLabel={t`Saving the adjustment`}
              disabled={refusal !== undefined}
            >
              {direction === 'received' ? <Trans>Add to stock</Trans> : <Trans>Write off</Trans>}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
