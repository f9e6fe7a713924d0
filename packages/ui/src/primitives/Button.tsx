import { useLingui } from '@lingui/react/macro';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../lib/cn.ts';
import { Spinner } from './Spinner.tsx';

export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-control font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-white shadow-sm hover:bg-primary-hover',
        secondary: 'border border-line bg-surface text-ink hover:bg-surface-muted',
        ghost: 'text-ink hover:bg-ink/5',
        danger: 'bg-danger text-white shadow-sm hover:bg-danger-hover',
        accent: 'bg-accent text-night hover:bg-white',
        onDark:
          'border border-night-line bg-night-raised text-night-ink hover:bg-night-line focus-visible:outline-accent',
        link: 'px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-body-sm',
        md: 'h-10 px-4 text-body-sm',
        lg: 'h-12 px-6 text-body',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, VariantProps<typeof buttonVariants> {
  /** Renders the single child (for example an `<a>` or a router `<Link>`) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner, disables the button and marks it busy. */
  isLoading?: boolean;
  /** Text for screen readers while loading (default "Please wait"); the visible label stays. */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

/**
 * The action button. Variants: primary, secondary, ghost, danger, accent, onDark, link; sizes sm,
 * md, lg, icon. `asChild` makes a link look like a button; `isLoading` shows a spinner.
 */
export function Button({
  className,
  variant,
  size,
  asChild = false,
  isLoading = false,
  loadingLabel,
  disabled,
  type,
  children,
  ...props
}: ButtonProps) {
  const { t } = useLingui();
  if (asChild) {
    return (
      <Slot className={cn(buttonVariants({ variant, size }), className)} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      {...props}
    >
      {isLoading ? <Spinner size="sm" label={loadingLabel ?? t`Please wait`} /> : null}
      {children}
    </button>
  );
}
