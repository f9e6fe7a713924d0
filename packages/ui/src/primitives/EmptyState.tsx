import { Package, TriangleAlert } from 'lucide-react';
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
        {icon ??
          (tone === 'error' ? (
            <TriangleAlert className="size-6" strokeWidth={1.8} />
          ) : (
            <Package className="size-6" strokeWidth={1.8} />
          ))}
      </div>
      <p className="text-title font-semibold text-ink">{title}</p>
      {description ? <p className="max-w-prose text-body-sm text-ink-muted">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
