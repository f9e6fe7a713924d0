import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '../lib/cn.ts';

/** Shared look of text controls: border, focus ring, red border when `aria-invalid`, greyed when disabled. */
export const controlClass =
  'w-full rounded-control border border-line-strong bg-surface px-3 text-body text-ink shadow-xs placeholder:text-ink-muted focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-focus disabled:cursor-not-allowed disabled:bg-canvas disabled:text-ink-muted aria-invalid:border-danger aria-invalid:focus-visible:outline-danger';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

/** A single-line text input. Works with react-hook-form's `register()` (the ref is a prop in React 19). */
export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        controlClass,
        'h-10 file:mr-3 file:rounded-control file:border-0 file:bg-primary-soft file:px-3 file:py-1 file:text-body-sm file:font-medium file:text-primary-ink',
        type === 'file' && 'h-auto py-2',
        className,
      )}
      {...props}
    />
  );
}
