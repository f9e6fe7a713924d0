import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatCount, formatStoreDay, type QuoteStatus, type QuoteSummary } from '@storefront/shared';
import { screenDigits } from '../../i18n/digits.ts';
import { Anchor } from '../../lib/Anchor.tsx';
import { cn } from '../../lib/cn.ts';
import { EmailText } from '../../lib/EmailText.tsx';
import { formatDay, formatDayTime } from '../../lib/dates.ts';
import type { LinkComponent } from '../../lib/link.ts';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from '../TableSection.tsx';
import { quoteStatusLabels } from './labels.ts';
import { QuoteStatusBadge } from './QuoteStatusBadge.tsx';

const filters: readonly QuoteStatus[] = [
  'requested',
  'changes_requested',
  'offered',
  'expired',
  'accepted',
  'rejected',
  'withdrawn',
];

export interface QuotesTableProps extends ListStateProps, PagedListProps {
  quotes: QuoteSummary[];
  /** Store administrators see whose each quote is. */
  showBuyer?: boolean;
  /** The status shown (undefined: all); the filter shows when `onStatusChange` is given. */
  status?: QuoteStatus | undefined;
  onStatusChange?: (status: QuoteStatus | undefined) => void;
  /** The heading before the count. */
  title?: string;
  /** Where a quote's number goes (its page). */
  quoteHref: (quote: QuoteSummary) => string;
  LinkComponent?: LinkComponent;
}

/**
 * Quotes (requirements §20.7): number and day asked, status, the buyer (for store administrators),
 * how many lines, the newest offer's subtotal and last day, when it last moved. A buyer reads their
 * own (My quotes); store administrators every one, by status.
 */
export function QuotesTable({
  quotes,
  showBuyer = false,
  status,
  onStatusChange,
  title: titleGiven,
  total,
  offset = 0,
  quoteHref,
  LinkComponent = Anchor,
  ...state
}: QuotesTableProps) {
  const { t, i18n } = useLingui();
  const title = titleGiven ?? t`Quotes`;
  const table = (
    <TableSection
      title={title}
      count={total ?? quotes.length}
      emptyTitle={status ? t`No quotes with this status` : t`No quotes yet`}
      emptyDescription={t`Ask for a quote from your cart or a PC build: the store answers here.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">#</TableHead>
            <TableHead>
              <Trans>Quote</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            {showBuyer ? (
              <TableHead>
                <Trans>Buyer</Trans>
              </TableHead>
            ) : null}
            <TableHead className="text-right">
              <Trans>Lines</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Offered subtotal</Trans>
            </TableHead>
            <TableHead>
              <Trans>Valid until</Trans>
            </TableHead>
            <TableHead>
              <Trans>Updated</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {quotes.map((quote, index) => (
            <TableRow key={quote._id}>
              <TableCell label="#" className="font-mono text-ink-muted">
                {screenDigits(offset + index + 1)}
              </TableCell>
              <TableCell label={t`Quote`}>
                <span className="flex flex-col items-end @xl:items-start">
                  <LinkComponent
                    href={quoteHref(quote)}
                    className="font-mono font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                  >
                    {quote.number}
                  </LinkComponent>
                  <time dateTime={quote.created_at} className="text-caption text-ink-muted">
                    {formatDay(quote.created_at)}
                  </time>
                </span>
              </TableCell>
              <TableCell label={t`Status`}>
                <QuoteStatusBadge status={quote.status} />
              </TableCell>
              {showBuyer ? (
                <TableCell label={t`Buyer`} className="[overflow-wrap:anywhere] before:shrink-0">
                  <span className="flex flex-col items-end @xl:items-start">
                    <span className="font-medium">{quote.buyer.name}</span>
                    <span className="text-caption text-ink-muted">
                      <EmailText email={quote.buyer.email} />
                    </span>
                    {quote.company ? <span className="text-caption text-ink-muted">{quote.company.name}</span> : null}
                  </span>
                </TableCell>
              ) : null}
              <TableCell label={t`Lines`} className="tabular-nums @xl:text-right">
                {formatCount(quote.lines)}
              </TableCell>
              <TableCell
                label={t`Offered subtotal`}
                className="font-semibold whitespace-nowrap tabular-nums @xl:text-right"
              >
                {quote.offered_subtotal === null ? '—' : formatBdt(quote.offered_subtotal)}
              </TableCell>
              <TableCell label={t`Valid until`} className="whitespace-nowrap">
                {quote.valid_until === null ? (
                  '—'
                ) : (
                  <time dateTime={quote.valid_until}>{formatStoreDay(quote.valid_until)}</time>
                )}
              </TableCell>
              <TableCell label={t`Updated`} className="whitespace-nowrap">
                <time dateTime={quote.updated_at} className="text-body-sm">
                  {formatDayTime(quote.updated_at)}
                </time>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableSection>
  );
  if (!onStatusChange) return table;
  const choices: { value: QuoteStatus | undefined; label: string }[] = [
    { value: undefined, label: t`All` },
    ...filters.map((value) => ({ value, label: i18n._(quoteStatusLabels[value]) })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <div role="group" aria-label={t`Quotes by status`} className="flex flex-wrap gap-2">
        {choices.map(({ value, label }) => (
          <button
            key={value ?? 'all'}
            type="button"
            aria-pressed={status === value}
            onClick={() => onStatusChange(value)}
            className={cn(
              'rounded-pill px-4 py-1.5 text-body-sm font-semibold ring-1 ring-line focus-visible:outline-2 focus-visible:outline-focus',
              status === value ? 'bg-primary text-white ring-primary' : 'bg-surface text-ink hover:bg-canvas',
            )}
          >
            {label}
          </button>
        ))}
      </div>
      {table}
    </div>
  );
}
