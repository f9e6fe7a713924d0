import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { screenDigits } from '../../i18n/digits.ts';

type Move = Exclude<OrderStatus, 'placed'>;

/** What the confirming button says for moving an order (or several) to `to`. */
const transitionMessages: Record<Move, MessageDescriptor> = {
  confirmed: msg`Confirm`,
  shipped: msg`Ship`,
  delivered: msg`Mark delivered`,
  cancelled: msg`Cancel order`,
};

/** The confirming buttons' words for each move, in the shown language (the order page's and list's buttons too). */
export function useTransitionLabels(): Record<Move, string> {
  const { i18n } = useLingui();
  return {
    confirmed: i18n._(transitionMessages.confirmed),
    shipped: i18n._(transitionMessages.shipped),
    delivered: i18n._(transitionMessages.delivered),
    cancelled: i18n._(transitionMessages.cancelled),
  };
}

/** "placed or confirmed": statuses (or moves) as one phrase. */
const orPhrase = (i18n: I18n, words: readonly string[]) =>
  words.reduce((first, next) => i18n._(msg`${first} or ${next}`));

/** The chosen orders a bulk move asks about: how many will move, of how many chosen. */
export interface BulkSubject {
  moving: number;
  chosen: number;
}

/** The question: "Ship order CC-000042?", "Mark 3 orders delivered?", "Ship 3 of 5 selected orders?". */
function question(i18n: I18n, to: Move, subject: string | BulkSubject) {
  let what: string;
  if (typeof subject === 'string') what = subject;
  else {
    const { moving, chosen } = subject;
    // The counts in the reader's digits (requirements §16); a plural reads the number.
    const movingCount = screenDigits(moving);
    const chosenCount = screenDigits(chosen);
    what =
      moving === chosen
        ? i18n._(msg`${plural(moving, { one: `${movingCount} order`, other: `${movingCount} orders` })}`)
        : i18n._(msg`${movingCount} of ${chosenCount} selected orders`);
  }
  switch (to) {
    case 'confirmed':
      return i18n._(msg`Confirm ${what}?`);
    case 'shipped':
      return i18n._(msg`Ship ${what}?`);
    case 'delivered':
      return i18n._(msg`Mark ${what} delivered?`);
    case 'cancelled':
      return i18n._(msg`Cancel ${what}?`);
  }
}

/**
 * What happens: "It will be shipped, and the customer emailed."; for chosen orders some of which
 * cannot make the move, first why they stay: "2 are not confirmed and stay as they are. 3 will be...".
 */
function outcome(i18n: I18n, to: Move, subject: string | BulkSubject) {
  const status = orderStatusWord(to);
  if (typeof subject === 'string') return i18n._(msg`It will be ${status}, and the customer emailed.`);
  const { moving, chosen } = subject;
  if (moving === chosen)
    return i18n._(
      msg`${plural(moving, {
        one: `It will be ${status}, and the customer emailed.`,
        other: `They will be ${status}, and their customers emailed.`,
      })}`,
    );
  // The statuses the move starts from (shared orderTransitions): "confirmed", "placed or confirmed".
  const from = orPhrase(
    i18n,
    orderStatuses.filter((status) => canTransition(status, to)).map((status) => orderStatusWord(status)),
  );
  const left = chosen - moving;
  const leftCount = screenDigits(left);
  const movingCount = screenDigits(moving);
  const stay = i18n._(
    msg`${plural(left, { one: `1 is not ${from} and stays as it is.`, other: `${leftCount} are not ${from} and stay as they are.` })}`,
  );
  const move = i18n._(
    msg`${plural(moving, {
      one: `${movingCount} will be ${status}, and the customer emailed.`,
      other: `${movingCount} will be ${status}, and their customers emailed.`,
    })}`,
  );
  return `${stay} ${move}`;
}

/** The note a move may carry, and what the field is called. */
const noteFor: Partial<Record<OrderStatus, { label: MessageDescriptor; hint: MessageDescriptor }>> = {
  shipped: {
    label: msg`Tracking note`,
    hint: msg`The courier and its tracking number: the customer's email shows it.`,
  },
  cancelled: { label: msg`Reason`, hint: msg`Why: kept in the order's timeline, shown to the customer.` },
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
  const { t, i18n } = useLingui();
  const transitionLabels = useTransitionLabels();
  const open = to !== null;
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const returnFocus = useFocusReturn(open);
  const field = to ? noteFor[to] : undefined;
  const fieldLabel = field ? i18n._(field.label) : '';

  // A new question starts blank (state adjusted while rendering, React's pattern for it).
  const [askedFor, setAskedFor] = useState(to);
  if (askedFor !== to) {
    setAskedFor(to);
    setNote('');
    setError(null);
  }

  async function confirm() {
    const max = screenDigits(TRACKING_NOTE_MAX);
    if (note.length > TRACKING_NOTE_MAX) return setError(t`Must be ${max} characters or fewer`);
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
        <DialogTitle>{to ? question(i18n, to, subject) : ''}</DialogTitle>
        <DialogDescription>{to ? outcome(i18n, to, subject) : ''}</DialogDescription>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void confirm();
          }}
        >
          {field ? (
            <FormField label={t`${fieldLabel} (optional)`} hint={i18n._(field.hint)}>
              <Input value={note} maxLength={TRACKING_NOTE_MAX + 1} onChange={(e) => setNote(e.target.value)} />
            </FormField>
          ) : null}
          <FormError>{error}</FormError>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="secondary" disabled={pending}>
                <Trans>Back</Trans>
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
