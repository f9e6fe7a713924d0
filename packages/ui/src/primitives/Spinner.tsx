import { useLingui } from '@lingui/react/macro';
import { cn } from '../lib/cn.ts';

export interface SpinnerProps {
  /** Text read by screen readers (and shown when `showLabel`); default "Loading". */
  label?: string;
  /** Shows the label next to the spinner. */
  showLabel?: boolean;
  /** Size of the ring. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

/** A spinning ring with a status role: shown while auth, admin status or data is loading. */
export function Spinner({ label, showLabel = false, size = 'md', className }: SpinnerProps) {
  const { t } = useLingui();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <span
        aria-hidden="true"
        className={cn('animate-spin rounded-full border-current border-r-transparent', sizes[size])}
      />
      <span className={showLabel ? 'text-body-sm' : 'sr-only'}>{label ?? t`Loading`}</span>
    </span>
  );
}

/** A centred spinner filling its container: the page-level loading state. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-64 w-full items-center justify-center text-primary">
      <Spinner size="lg" label={label} />
    </div>
  );
}
