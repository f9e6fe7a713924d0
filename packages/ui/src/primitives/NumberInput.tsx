import type { Ref } from 'react';
import { cn } from '../lib/cn.ts';
import { Input, type InputProps } from './Input.tsx';

export interface NumberInputProps extends Omit<InputProps, 'type'> {
  /** Text shown after the number inside the field, such as a unit ("pcs", "/ 5"). */
  suffix?: string;
  /**
   * "text" (the default) for quantities and prices: Chromium's number field takes only 0-9, and a
   * buyer may type Bangla digits ("১০"), which the shared schemas read as 10 (requirements §16).
   * "number" for a field stepped with the arrow keys between `min` and `max` (the rating).
   */
  type?: 'text' | 'number';
  ref?: Ref<HTMLInputElement>;
}

/** A number field (quantities, prices): numeric keyboard on phones, optional unit suffix. */
export function NumberInput({ suffix, className, type = 'text', inputMode = 'decimal', ...props }: NumberInputProps) {
  if (!suffix) return <Input type={type} inputMode={inputMode} className={className} {...props} />;
  return (
    <div className="relative">
      <Input type={type} inputMode={inputMode} className={cn('pr-14', className)} {...props} />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-body-sm text-ink-muted"
      >
        {suffix}
      </span>
    </div>
  );
}
