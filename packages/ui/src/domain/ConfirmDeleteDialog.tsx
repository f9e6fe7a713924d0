import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount } from '@storefront/shared';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** The question for each kind of deletion; the order wording is required (requirements §2). */
export const deleteQuestions = {
  order: (name: string) => msg`Are you sure you want to delete the order for: ${name}?`,
  item: (name: string) => msg`Are you sure you want to delete the item: ${name}?`,
} as const;

/** What deleting an order really does (requirements §10 D15): it is cancelled, not removed. */
const orderDeleted = (units: number) => {
  const count = formatCount(units);
  return msg`The order stays on record as Cancelled and its ${plural(units, { one: `${count} unit goes`, other: `${count} units go` })} back to stock.`;
};

interface DeleteDialogBase {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false when the user cancels, presses Escape or the deletion succeeds. */
  onOpenChange: (open: boolean) => void;
  /** The item name in the question. */
  name: string;
  /**
   * Called by Yes. When it returns a promise, Yes shows a spinner until it settles; the dialog closes
   * when it resolves and shows the error's message when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
}

/** What is deleted picks the question; an order also says how many units go back to stock. */
export type ConfirmDeleteDialogProps = DeleteDialogBase &
  ({ kind: 'order'; /** The order's quantity. */ units: number } | { kind: 'item' });

/**
 * "Are you sure you want to delete the order for: {item}?" with Yes and Cancel (requirements §2),
 * and what then happens: an order is kept as Cancelled with its stock given back, an item is gone.
 */
export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { name, open, onOpenChange, onConfirm } = props;
  const { t, i18n } = useLingui();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      title={i18n._(deleteQuestions[props.kind](name))}
      description={props.kind === 'order' ? i18n._(orderDeleted(props.units)) : t`This cannot be undone.`}
      confirmLabel={t`Yes`}
      tone="danger"
    />
  );
}
