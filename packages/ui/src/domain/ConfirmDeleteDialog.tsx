import { ConfirmDialog } from './ConfirmDialog.tsx';

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
export function ConfirmDeleteDialog({ kind, name, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      title={deleteQuestions[kind](name)}
      description="This cannot be undone."
      confirmLabel="Yes"
      tone="danger"
    />
  );
}
