import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { screenFormat, toLocaleDigits } from '@storefront/shared';
import { cn } from '../../lib/cn.ts';
import { Card } from '../../primitives/Card.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';

export interface StatCardProps {
  label: string;
  /** The figure as it reads ("BDT 12,04,500", "312"). */
  value: string;
  /** With `previous`: the change on the period before, as a percentage with its direction. */
  current?: number;
  previous?: number;
  /** "the previous 30 days" */
  previousLabel?: string;
  /** Instead of a change: a line such as a link to the list behind the figure. */
  footer?: ReactNode;
  loading?: boolean;
  /** The figure could not be loaded: a dash and says so, never a skeleton that waits forever. */
  failed?: boolean;
  className?: string;
}

const percent = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** The change from `previous` to `current` in words: never colour alone. */
function change(current: number, previous: number, i18n: I18n): { text: string; direction: 'up' | 'down' | 'same' } {
  if (current === previous) return { text: i18n._(msg`No change`), direction: 'same' };
  if (previous === 0) return { text: i18n._(msg`Up from none`), direction: 'up' };
  const ratio = ((current - previous) / Math.abs(previous)) * 100;
  // In the reader's digits (requirements §16).
  const by = toLocaleDigits(percent.format(Math.abs(ratio)), screenFormat());
  return ratio > 0
    ? { text: i18n._(msg`Up ${by}%`), direction: 'up' }
    : { text: i18n._(msg`Down ${by}%`), direction: 'down' };
}

const look = {
  up: { Icon: ArrowUpRight, className: 'text-success' },
  down: { Icon: ArrowDownRight, className: 'text-danger' },
  same: { Icon: Minus, className: 'text-ink-muted' },
} as const;

/** One figure of the overview (requirements §15.1), with its change on the period before. */
export function StatCard({
  label,
  value,
  current,
  previous,
  previousLabel,
  footer,
  loading,
  failed,
  className,
}: StatCardProps) {
  const { i18n } = useLingui();
  const delta = current !== undefined && previous !== undefined ? change(current, previous, i18n) : undefined;
  const { Icon, className: tone } = look[delta?.direction ?? 'same'];
  return (
    <Card className={cn('flex min-w-0 flex-col gap-1 p-4', className)}>
      <p className="text-body-sm font-medium text-ink-muted">{label}</p>
      {failed ? (
        <>
          <p aria-hidden="true" className="text-title font-bold text-ink-muted sm:text-heading">
            –
          </p>
          <p className="text-body-sm text-ink-muted">
            <Trans>Could not be loaded</Trans>
          </p>
        </>
      ) : loading ? (
        <>
          <Skeleton className="h-8 w-32" />
          <span className="sr-only">
            <Trans>Loading {label}</Trans>
          </span>
          <Skeleton className="h-4 w-40" />
        </>
      ) : (
        <>
          <p className="text-title font-bold break-words sm:text-heading text-ink tabular-nums">{value}</p>
          {delta ? (
            <p className="flex flex-wrap items-center gap-1 text-body-sm">
              <span className={cn('inline-flex items-center gap-0.5 font-semibold', tone)}>
                <Icon aria-hidden="true" className="size-4" strokeWidth={2.25} />
                {delta.text}
              </span>{' '}
              {previousLabel ? (
                <span className="text-ink-muted">
                  <Trans>on {previousLabel}</Trans>
                </span>
              ) : null}
            </p>
          ) : null}
          {footer ? <div className="text-body-sm">{footer}</div> : null}
        </>
      )}
    </Card>
  );
}
