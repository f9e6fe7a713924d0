import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn.ts';

export const badgeVariants = cva(
  'inline-flex items-center gap-1.5 rounded-pill px-3 py-1 text-body-sm font-semibold whitespace-normal',
  {
    variants: {
      variant: {
        neutral: 'bg-canvas text-ink ring-1 ring-line',
        primary: 'bg-primary-soft text-primary-ink',
        success: 'bg-success-soft text-success-ink',
        warning: 'bg-warning-soft text-warning-ink',
        danger: 'bg-danger-soft text-danger-hover',
        onDark: 'bg-night-raised text-accent ring-1 ring-night-line',
      },
    },
    defaultVariants: { variant: 'neutral' },
  },
);

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

/** A small pill label: roles, offers, statuses. Variants: neutral, primary, success, warning, danger, onDark. */
export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
