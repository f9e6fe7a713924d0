import {
  canTransition,
  orderStatuses,
  TRACKING_NOTE_MAX,
  errorMessage,
  orderStatusWord,
  type OrderStatus,
} from '@storefront/shared';
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

type Move = Exclude<OrderStatus, 'placed'>;

/** What the confirming button says for moving an order (or several) to `to`. */
export const transitionLabels: Record<Move, string> = {
  confirmed: 'Confirm',
  shipped: 'Ship',
  delivered: 'Mark delivered',
  cancelled: 'Cancel order',
};

/** The chosen orders a bulk move asks about: how many will move, of how many chosen. */
export interface BulkSubject {
  moving: number;
  chosen: number;
}

/** The question: "Ship order CC-000042?", "Mark 3 orders delivered?", "Ship 3 of 5 selected orders?". */
function question(to: Move, subject: string | BulkSubject) {
  const what =
    typeof subject === 'string'
      ? subject
      : subject.moving === subject.chosen
        ? `${subject.moving} ${subject.moving === 1 ? 'order' : 'orders'}`
        : `${subject.moving} of ${subject.chosen} selected orders`;
  return {
    confirmed: `Confirm ${what}?`,
    shipped: `Ship ${what}?`,
    delivered: `Mark ${what} delivered?`,
    cancelled: `Cancel ${what}?`,
  }[to];
}

/**
 * What happens: "It will be shipped, and the customer emailed."; for chosen orders some of which
 * cannot make the move, first why they stay: "2 are not confirmed and stay as they are. 3 will be...".
 */
function outcome(to: Move, subject: string | BulkSubject) {
  const status = orderStatusWord(to);
  if (typeof subject === 'string') return `It will be ${status}, and the customer emailed.`;
  const { moving, chosen } = subject;
  const emailed = moving === 1 ? 'the customer emailed' : 'their customers emailed';
  if (moving === chosen) return `${moving === 1 ? 'It' : 'They'} will be ${status}, and ${emailed}.`;
  // The statuses the move starts from (shared orderTransitions): "confirmed", "placed or confirmed".
  const from = orderStatuses
    .filter((status) => canTransition(status, to))
    .map((status) => orderStatusWord(status))
    .join(' or ');
  const left = chosen - moving;
  const stay = left === 1 ? `1 is not ${from} and stays as it is.` : `${left} are not ${from} and stay as they are.`;
  return `${stay} ${moving} will be ${status}, and ${emailed}.`;
}

/** The note a move may carry, and what the field is called. */
const noteFor: Partial<Record<OrderStatus, { label: string; hint: string }>> = {
  shipped: { label: 'Tracking note', hint: "The courier and its tracking number: the customer's email shows it." },
  cancelled: { label: 'Reason', hint: "Why: kept in the order's timeline, shown to the customer." },
};

export interface OrderTransitionDialogProps {
  /** The move asked for; null: closed. */
  to: Move | null;
  /**
   * What it applies to: one order ("order CC-000042"), or the chosen orders, of which those the move
   * applies to move (the dialog says how many, and why the others stay).
   */
  subject: string | BulkSubject;
  onOpenChange: (open: boolean) => void;
  /** Called with the note (or undefined); the dialog closes when it resolves and shows the error's message when it rejects. */
  onConfirm: (note: string | undefined) => Promise<unknown> | void;
}

/**
 * Asks before moving an order along (requirements §13.6), with a tracking note when shipping; for the
 * chosen orders, first how many will move and why the others stay.
 */
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
      setError(errorMessage(cause));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={returnFocus}>
        <DialogTitle>{to ? question(to, subject) : ''}</DialogTitle>
        <DialogDescription>{to ? outcome(to, subject) : ''}</DialogDescription>
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
