import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { X } from 'lucide-react';

export interface NoticeProps {
  /** The message; a short first sentence says what happened, the rest what to do. */
  children: ReactNode;
  /** `info` for news about the visitor's session, `warning` for something they should act on. */
  tone?: 'info' | 'warning';
  /** Controls beside the message, such as a "Resend" button. */
  action?: ReactNode;
  /** Shows a close button that calls back; the notice is the caller's to remove. */
  onDismiss?: () => void;
  className?: string;
}

/**
 * A line of news for the visitor that is not an error of theirs: why they were sent to the login
 * page, that their address is not confirmed yet. Announced politely (role="status").
 */
export function Notice({ children, tone = 'info', action, onDismiss, className }: NoticeProps) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      className={cn(
        'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-card border px-4 py-3 text-body-sm',
        tone === 'warning'
          ? 'border-warning-ink/20 bg-warning-soft text-warning-ink'
          : 'border-primary/20 bg-primary-soft text-primary-ink',
        className,
      )}
    >
      <div className="min-w-0 flex-1">{children}</div>
      {action ? <div className="flex shrink-0 items-center gap-2">{action}</div> : null}
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t`Dismiss`}
          className="-mr-1 flex size-8 shrink-0 items-center justify-center rounded-pill hover:bg-black/5"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
