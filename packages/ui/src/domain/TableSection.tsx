import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ListFailure } from './home/ListFailure.tsx';
import { EmptyState } from '../primitives/EmptyState.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { screenDigits } from '../i18n/digits.ts';

/** The states every list screen meets: loading, failed, empty, or rows. */
export interface ListStateProps {
  /** Shows skeleton rows instead of the table. */
  isLoading?: boolean;
  /** A load error message: shown instead of the table, with Try again when `onRetry` is given. */
  error?: string | null;
  /** Called by the Try again button of the error state. */
  onRetry?: () => void;
}

/** A paged list: the heading counts every row (not the page's), and rows are numbered from the page's start. */
export interface PagedListProps {
  /** Rows in the whole list; the page's length when not given. */
  total?: number;
  /** The page's first row within the whole list (0 for the first page). */
  offset?: number;
}

interface TableSectionProps extends ListStateProps {
  /** The heading; the count is appended as "{title}: {count}" once loaded. */
  title: string;
  /** Rows in the whole list (a paged list's total). */
  count: number;
  emptyTitle: string;
  emptyDescription?: ReactNode;
  /** A line under the heading when there are rows to read ("Times in Asia/Dhaka"). */
  note?: ReactNode;
  children: ReactNode;
}

/** Heading with count, and the loading / error / empty / table states of a list screen. */
export function TableSection({
  title,
  count,
  isLoading,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  note,
  children,
}: TableSectionProps) {
  const { t } = useLingui();
  const isReady = !isLoading && !error;
  return (
    <section className="flex flex-col gap-4" aria-busy={isLoading || undefined}>
      {/* Focusable from script: where focus goes when the row a dialog acted on is gone. */}
      <h2 tabIndex={-1} className="text-heading font-bold text-ink focus:outline-none">
        {isReady ? `${title}: ${screenDigits(count)}` : title}
      </h2>
      {note && isReady && count > 0 ? <p className="-mt-2 text-body-sm text-ink-muted">{note}</p> : null}
      {isLoading ? (
        <div className="flex flex-col gap-2" role="status">
          <span className="sr-only">
            <Trans>Loading</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : error ? (
        <ListFailure title={t`Something went wrong`} description={error} onRetry={onRetry} />
      ) : count === 0 ? (
        <EmptyState title={emptyTitle} description={emptyDescription} />
      ) : (
        children
      )}
    </section>
  );
}
