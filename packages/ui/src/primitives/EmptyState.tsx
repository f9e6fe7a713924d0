import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export interface EmptyStateProps {
  /** The headline, for example "No orders yet". */
  title: string;
  /** A line explaining what to do next. */
  description?: ReactNode;
  /** An icon or illustration; a box outline by default. */
  icon?: ReactNode;
  /** A call to action such as a Button. */
  action?: ReactNode;
  /** `error` tints the icon red and announces the block (for failed loads). */
  tone?: 'neutral' | 'error';
  className?: string;
}

/** The block shown where a list has nothing to show, or failed to load (`tone="error"`). */
export function EmptyState({ title, description, icon, action, tone = 'neutral', className }: EmptyStateProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={cn(
        'flex flex-col items-center gap-3 rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className={cn(
          'flex size-12 items-center justify-center rounded-pill',
          tone === 'error' ? 'bg-danger-soft text-danger' : 'bg-primary-soft text-primary',
        )}
      >
        {icon ?? (
          <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="1.8">
            {tone === 'error' ? (
              <path d="M12 8v5m0 3.5h.01M12 3l9.5 17h-19z" strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              <path d="M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5L12 12l9-4.5M12 12v9" strokeLinejoin="round" />
            )}
          </svg>
        )}
      </div>
      <p className="text-title font-semibold text-ink">{title}</p>
      {description ? <p className="max-w-prose text-body-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
