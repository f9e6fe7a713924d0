import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { errorMessage } from '@storefront/shared';
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
import { FormError } from '../primitives/FormField.tsx';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user cancels, presses Escape or the action succeeds. */
  onOpenChange: (open: boolean) => void;
  /** The question, the dialog's name. */
  title: string;
  description?: ReactNode;
  /** The confirming button's label and look. */
  confirmLabel: string;
  tone?: 'danger' | 'primary';
  /**
   * Called by the confirming button. When it returns a promise, the button shows a spinner until it
   * settles; the dialog closes when it resolves and shows the error's message when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
}

/**
 * A question before an action (an alert dialog): Cancel, or the confirming button. Focus goes back to
 * the control that opened it, or a neighbour when that one is gone (`useFocusReturn`).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'primary',
  onConfirm,
}: ConfirmDialogProps) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returnFocus = useFocusReturn(open);

  async function confirm() {
    setError(null);
    setIsPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) {
          setError(null);
          onOpenChange(next);
        }
      }}
    >
      <DialogContent role="alertdialog" showCloseButton={false} onCloseAutoFocus={returnFocus}>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        <FormError>{error}</FormError>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </DialogClose>
          <Button variant={tone} isLoading={isPending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
