import { useLingui } from '@lingui/react/macro';
import { limits, screenFormat, toLatinDigits, toLocaleDigits } from '@storefront/shared';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../lib/cn.ts';

export interface QuantityStepperProps {
  value: number;
  /** Called with a whole number of 1 or more: after a step, or when a typed number is left (blur, Enter). */
  onChange: (quantity: number) => void;
  /**
   * Called with what the field holds whenever it changes, typed or not (null while it is empty),
   * before `onChange`: for a form that judges the quantity as it is typed, without a request a key.
   */
  onType?: (quantity: number | null) => void;
  /** The − button stops here (the minimum order quantity); typing below it is still possible, and said. */
  min?: number;
  /** The + button stops here (the stock), when given. */
  max?: number | undefined;
  /** The field's accessible name, for example "Quantity of Ryzen 7". */
  label: string;
  disabled?: boolean;
  /** The id of the text that explains the value (a line's problem). */
  describedBy?: string | undefined;
  className?: string;
}

const clamp = (n: number) => Math.min(limits.quantity, Math.max(1, Math.round(n)));

/**
 * A quantity with − and + buttons (requirements §14.1). The field takes typing and the arrow keys
 * (up and down step by one, Page Up and Page Down by ten); a number is sent when the field is left
 * or Enter is pressed, not on every key.
 */
export function QuantityStepper({
  value,
  onChange,
  onType,
  min = 1,
  max,
  label,
  disabled = false,
  describedBy,
  className,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(String(value));
  // A new value from outside (the server's answer) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(String(value));
  }
  /** What the field shows, told to `onType` as it changes. */
  const show = (text: string) => {
    setDraft(text);
    onType?.(text === '' ? null : Number(text));
  };
  const commit = (next: number) => {
    const n = clamp(next);
    show(String(n));
    if (n !== value) onChange(n);
  };
  const commitDraft = () => {
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) show(String(value));
    else commit(typed);
  };
  const buttonClass =
    'flex size-9 items-center justify-center text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-40';
  return (
    <div
      role="group"
      aria-label={label}
      className={cn(
        'inline-flex items-stretch overflow-hidden rounded-control border border-line bg-surface',
        className,
      )}
    >
      <button
        type="button"
        className={buttonClass}
        aria-label={t`One fewer`}
        disabled={disabled || value <= Math.max(1, min)}
        onClick={() => commit(value - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        aria-label={label}
        aria-describedby={describedBy}
        // Held in 0-9, shown in the reader's digits; typed in either (requirements §16).
        value={toLocaleDigits(draft, screenFormat())}
        disabled={disabled}
        onChange={(event) => show(toLatinDigits(event.target.value).replace(/[^\d]/g, ''))}
        onBlur={commitDraft}
        onKeyDown={(event) => {
          const step = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 }[event.key];
          if (step !== undefined) {
            event.preventDefault();
            commit((Number(draft) || value) + step);
          } else if (event.key === 'Enter') {
            event.preventDefault();
            commitDraft();
          }
        }}
        className="w-16 border-x border-line bg-surface text-center text-body-sm text-ink tabular-nums focus-visible:outline-2 focus-visible:outline-focus"
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={t`One more`}
        disabled={disabled || (max !== undefined && value >= max)}
        onClick={() => commit(value + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
