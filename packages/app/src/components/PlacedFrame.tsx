// The frame of the pages shown after ordering (requirements §13.4, §14.3): a skeleton while the
// order or purchase loads, an error with Try again when it cannot be read, else a heading, a line
// of explanation and its summary.
import { Trans } from '@lingui/react/macro';
import { Button, EmptyState, Skeleton } from '@storefront/ui';
import type { ReactNode } from 'react';

export interface PlacedFrameProps<T> {
  /** The order or purchase as it is read (an SWR answer: `mutate` reads it again). */
  read: { data: T | undefined; isLoading: boolean; error: Error | undefined; mutate: () => unknown };
  /** The error's title when it cannot be read. */
  failedTitle: string;
  title: (data: T) => string;
  /** The line under the title: its number and what happens next. */
  intro: (data: T) => ReactNode;
  /** Its summary and what can be done with it. */
  children: (data: T) => ReactNode;
  /** What follows the summary: a purchase's payment, for an administrator. */
  after?: (data: T) => ReactNode;
}

export function PlacedFrame<T>({ read, failedTitle, title, intro, children, after }: PlacedFrameProps<T>) {
  const { data, isLoading, error } = read;
  if (isLoading) return <Skeleton className="h-96 w-full" />;
  if (error || data === undefined) {
    return (
      <EmptyState
        tone="error"
        title={failedTitle}
        description={error?.message}
        action={
          <Button onClick={() => void read.mutate()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-heading font-bold text-ink">{title(data)}</h2>
        <p className="text-body text-ink-muted">{intro(data)}</p>
      </div>
      {children(data)}
      {after?.(data)}
    </div>
  );
}
