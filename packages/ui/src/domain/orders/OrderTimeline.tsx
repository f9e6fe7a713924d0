import { Trans, useLingui } from '@lingui/react/macro';
import { company, orderStatusMessages, type OrderDetail } from '@storefront/shared';
import { sayShared } from '../../i18n/translateMessage.ts';

import { formatDayTime, timesIn } from '../../lib/dates.ts';
import { EmailText } from '../../lib/EmailText.tsx';
import { cn } from '../../lib/cn.ts';

export interface OrderTimelineProps {
  events: OrderDetail['events'];
  /** The store's zone (STORE_TIME_ZONE, for administrators): times are shown there, and it says so. */
  timeZone?: string;
  className?: string;
}

const dot: Record<string, string> = {
  placed: 'bg-ink-muted',
  confirmed: 'bg-primary',
  shipped: 'bg-warning-ink',
  delivered: 'bg-success',
  cancelled: 'bg-danger',
};

/**
 * An order's history (requirements §13.4), oldest first: each change of status, when, by whom
 * (the store's staff are "Computer Club" to a customer) and its note, such as a tracking number.
 */
export function OrderTimeline({ events, timeZone, className }: OrderTimelineProps) {
  const { t, i18n } = useLingui();
  const companyName = company.name;
  return (
    <>
      {timeZone ? <p className="text-body-sm text-ink-muted">{timesIn(i18n, timeZone)}</p> : null}
      <ol
        aria-label={t`Order timeline`}
        className={cn('relative flex flex-col gap-5 border-l-2 border-line pl-6', className)}
      >
        {events.map((event) => {
          const when = formatDayTime(event.createdAt, timeZone);
          return (
            <li key={event._id} className="relative flex flex-col gap-0.5">
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-1.5 -left-[1.95rem] size-3 rounded-full ring-4 ring-surface',
                  dot[event.to],
                )}
              />
              <span className="font-semibold text-ink">{sayShared(i18n, orderStatusMessages[event.to])}</span>
              <span className="text-body-sm text-ink-muted">
                {event.by ? (
                  <Trans>
                    <time dateTime={event.createdAt}>{when}</time> · by <EmailText email={event.by} />
                  </Trans>
                ) : (
                  <Trans>
                    <time dateTime={event.createdAt}>{when}</time> · by {companyName}
                  </Trans>
                )}
              </span>
              {event.note ? (
                <span className="mt-1 rounded-control bg-surface-muted px-3 py-2 text-body-sm text-ink [overflow-wrap:anywhere]">
                  {event.note}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </>
  );
}
