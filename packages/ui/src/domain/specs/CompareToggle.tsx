import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';

export interface CompareToggleProps {
  /** The item's name: the control's accessible name is "Compare <name>" (many cards on a page). */
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
}

/**
 * "Compare" on a card or an item page (requirements §19.2): a checkbox drawn as a small button, so
 * it reads "checked" or not and is ticked with Space. Whether the item may be added (four at most,
 * one category) is the tray's rule (`toggleCompare`); a refusal is said by the tray.
 */
export function CompareToggle({ name, checked, onChange, disabled, className }: CompareToggleProps) {
  const { t } = useLingui();
  return (
    <label
      className={cn(
        'inline-flex h-8 cursor-pointer items-center gap-2 rounded-control border border-line bg-surface px-3 text-body-sm font-semibold text-ink select-none hover:bg-surface-muted has-checked:border-primary has-checked:bg-primary-soft has-checked:text-primary-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus has-disabled:cursor-default has-disabled:opacity-60',
        className,
      )}
    >
      <input
        type="checkbox"
        className="size-4 accent-primary"
        checked={checked}
        disabled={disabled}
        aria-label={t`Compare ${name}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">{t`Compare`}</span>
    </label>
  );
}
