import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';
import { controlClass } from './Input.tsx';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text input, four rows by default. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={cn(controlClass, 'min-h-24 py-2', className)} {...props} />;
}
