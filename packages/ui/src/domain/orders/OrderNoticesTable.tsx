import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderNotice } from '@storefront/shared';
import { apart } from '../../lib/apart.tsx';
import { formatDayTime, timesIn } from '../../lib/dates.ts';
import { EmailText } from '../../lib/EmailText.tsx';
import { Badge } from '../../primitives/Badge.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { TableSection, type ListStateProps } from '../TableSection.tsx';
import { screenDigits } from '../../i18n/digits.ts';

export interface OrderNoticesTableProps extends ListStateProps {
  notices: OrderNotice[];
  /** The store's zone (STORE_TIME_ZONE): times are shown there, and it says so. */
  timeZone?: string;
}

const look = {
  pending: { variant: 'neutral', label: msg`Waiting` },
  sent: { variant: 'success', label: msg`Sent` },
  failed: { variant: 'danger', label: msg`Failed` },
} as const;

/**
 * The emails the store sent about an order (administrators, requirements §13.8): to whom, what,
 * and whether each went out, is waiting for its next try (with the last error), or failed.
 */
export function OrderNoticesTable({ notices, timeZone, ...state }: OrderNoticesTableProps) {
  const { t, i18n } = useLingui();
  return (
    <TableSection
      title={t`Emails`}
      count={notices.length}
      emptyTitle={t`No emails about this order`}
      note={timeZone ? timesIn(i18n, timeZone) : undefined}
      {...state}
    >
      <Table>
        <TableCaption>
          <Trans>Emails about this order, oldest first</Trans>
        </TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>
              <Trans>Email</Trans>
            </TableHead>
            <TableHead>
              <Trans context="email recipient">To</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {notices.map((notice) => {
            const { attempts } = notice;
            // Each part its own text node, as before the messages (see lib/apart.tsx).
            const attemptsNode = apart(screenDigits(attempts));
            const triesWord = apart(t`${plural(attempts, { one: 'try', other: 'tries' })}`);
            const lastError = apart(notice.lastError);
            return (
              <TableRow key={notice._id}>
                <TableCell label={t`Email`}>
                  <span className="flex flex-col items-end @xl:items-start">
                    <span className="font-medium [overflow-wrap:anywhere]">{notice.subject}</span>
                    <time dateTime={notice.createdAt} className="text-caption text-ink-muted">
                      {formatDayTime(notice.createdAt, timeZone)}
                    </time>
                  </span>
                </TableCell>
                <TableCell label={t({ message: 'To', context: 'email recipient' })} className="text-body-sm">
                  <EmailText email={notice.to} />
                </TableCell>
                <TableCell label={t`Status`}>
                  <span className="flex flex-col items-end gap-1 @xl:items-start">
                    <Badge variant={look[notice.status].variant}>{i18n._(look[notice.status].label)}</Badge>
                    {notice.status === 'sent' && notice.sentAt ? (
                      <time dateTime={notice.sentAt} className="text-caption text-ink-muted">
                        {formatDayTime(notice.sentAt, timeZone)}
                      </time>
                    ) : null}
                    {notice.status !== 'sent' && notice.lastError ? (
                      <span className="text-caption text-danger [overflow-wrap:anywhere]">
                        <Trans>
                          {attemptsNode} {triesWord}: {lastError}
                        </Trans>
                      </span>
                    ) : null}
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableSection>
  );
}
