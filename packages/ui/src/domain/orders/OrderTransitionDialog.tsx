import { orderStatusLabels, TRACKING_NOTE_MAX, type OrderStatus } from '@storefront/shared';
import { useState } from 'react';
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

/** What the confirming button says for moving an order (or several) to `to`. */
export const transitionLabels: Record<Exclude<OrderStatus, 'placed'>, string> = {
  confirmed: 'Confirm',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

/** The question: "Ship order CC-000042?", "Mark 3 orders delivered?". */
const question = (to: Exclude<OrderStatus, 'placed'>, subject: string) =>
  ({
    confirmed: `Confirm ${subject}?`,
    shipped: `Ship ${subject}?`,
    delivered: `Mark ${subject} delivered?`,
    cancelled: `Cancel ${subject}?`,
  })[to];

/** The note a move may carry, and what the field is called. */
const noteFor: Partial<Record<OrderStatus, { label: string; hint: string }>> = {
  shipped: { label: 'Tracking note', hint: "The courier and its tracking number: the customer's email shows it." },
  cancelled: { label: 'Reason', hint: "Why: kept in the order's timeline, shown to the customer." },
};

export interface OrderTransitionDialogProps {
  /** The move asked for; null: closed. */
  to: Exclude<OrderStatus, 'placed'> | null;
  /** What it applies to: "order CC-000042" or "3 orders". */
  subject: string;
  onOpenChange: (open: boolean) => void;
  /** Called with the note (or undefined); the dialog closes when it resolves and shows the error's message when it rejects. */
  onConfirm: (note: string | undefined) => Promise<unknown> | void;
}

/** Asks before moving an order along (requirements §13.6), with a tracking note when shipping. */
export function OrderTransitionDialog({ to, subject, onOpenChange, onConfirm }: OrderTransitionDialogProps) {
  const open = to !== null;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const returnFocus = useFocusReturn(open);
  const field = to ? noteFor[to] : undefined;

  // A new question starts blank (state adjusted while rendering, React's pattern for it).
  const [askedFor, setAskedFor] = useState(to);
  if (askedFor !== to) {
    setAskedFor(to);
    setNote('');
    setError(null);
  }

  async function confirm() {
    if (note.length > TRACKING_NOTE_MAX) return setError(`Must be ${TRACKING_NOTE_MAX} characters or fewer`);
    setPending(true);
    setError(null);
    try {
      await onConfirm(note.trim() || undefined);
      onOpenChange(false);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>{to ? question(to, subject) : ''}</DialogTitle>
        <DialogDescription>
          {to ? `It will be ${orderStatusLabels[to].toLowerCase()}, and the customer emailed.` : ''}
        </DialogDescription>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {field ? (
            <FormField label={`${field.label} (optional)`} hint={field.hint}>
              <Input value={note} maxLength={TRACKING_NOTE_MAX + 1} onChange={(e) => setNote(e.target.value)} />
            </FormField>
          ) : null}
          <FormError>{error}</FormError>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={pending}>
                Back
              </Button>
            </DialogClose>
            <Button type="submit" variant={to === 'cancelled' ? 'danger' : 'primary'} isLoading={pending}>
              {to ? transitionLabels[to] : ''}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
