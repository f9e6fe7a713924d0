import { useLingui } from '@lingui/react/macro';
import { formatCount, orderStatuses, orderStatusMessages, type OrderStatus } from '@storefront/shared';
import { sayShared } from '../../i18n/translateMessage.ts';

import { useRef, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn.ts';

export interface StatusTabsProps {
  /** The chosen status; undefined: all orders. */
  value: OrderStatus | undefined;
  onChange: (status: OrderStatus | undefined) => void;
  /** Matches per status under the other filters; the counts show once known. */
  counts: Record<OrderStatus, number> | undefined;
  /** The id of the list the tabs filter (aria-controls). */
  controls: string;
  className?: string;
}

/** All orders, then each status. */
const tabs: (OrderStatus | undefined)[] = [undefined, ...orderStatuses];

/**
 * Manage All Orders' status tabs (requirements §13.6) with their counts: a tab list (arrow keys,
 * Home and End move and choose; one Tab stop), scrolling sideways on a phone.
 */
export function StatusTabs({ value, onChange, counts, controls, className }: StatusTabsProps) {
  const { t, i18n } = useLingui();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.indexOf(value);
  const total = counts ? orderStatuses.reduce((sum, s) => sum + counts[s], 0) : undefined;

  function onKeyDown(event: KeyboardEvent) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (current + last) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onChange(tabs[next]);
  }

  return (
    <div
      role="tablist"
      aria-label={t`Order status`}
      onKeyDown={onKeyDown}
      className={cn('flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:thin]', className)}
    >
      {tabs.map((status, index) => {
        const selected = index === current;
        const count = status === undefined ? total : counts?.[status];
        return (
          <button
            key={status ?? 'all'}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={controls}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(status)}
            className={cn(
              '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-body-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-focus',
              selected ? 'border-primary text-primary-ink' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {status === undefined ? t`All` : sayShared(i18n, orderStatusMessages[status])}
            {count === undefined ? null : (
              <span
                className={cn(
                  'rounded-pill px-2 text-caption tabular-nums',
                  selected ? 'bg-primary-soft text-primary-ink' : 'bg-surface-muted text-ink-muted',
                )}
              >
                {formatCount(count)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
