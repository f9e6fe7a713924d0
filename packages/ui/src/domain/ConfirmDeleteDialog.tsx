import { useState } from 'react';
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

/** The question for each kind of deletion; the order wording is required (requirements §2). */
export const deleteQuestions = {
  order: (name: string) => `Are you sure you want to delete the order for: ${name}?`,
  item: (name: string) => `Are you sure you want to delete the item: ${name}?`,
} as const;

export interface ConfirmDeleteDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user cancels, presses Escape or the deletion succeeds. */
  onOpenChange: (open: boolean) => void;
  /** What is deleted: picks the question text. */
  kind: 'order' | 'item';
  /** The item name in the question. */
  name: string;
  /**
   * Called by Yes. When it returns a promise, Yes shows a spinner until it settles; the dialog closes
   * when it resolves and shows the error's message when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
}

/** "Are you sure you want to delete the order for: {item}?" with Yes and Cancel (requirements §2). */
export function ConfirmDeleteDialog({ open, onOpenChange, kind, name, onConfirm }: ConfirmDeleteDialogProps) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    setIsPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
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
      <DialogContent role="alertdialog" showCloseButton={false}>
        <DialogTitle>{deleteQuestions[kind](name)}</DialogTitle>
        <DialogDescription>This cannot be undone.</DialogDescription>
        <FormError>{error}</FormError>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="danger" isLoading={isPending} onClick={confirm}>
            Yes
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
