// The frame of the printable invoices (requirements §13.5), an order's and a purchase's: a skeleton
// while it loads, the not-found message for what the reader may not see, an error with Try again,
// else the way back above the invoice. On paper the app's print stylesheet leaves only the invoice.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, NotFoundMessage, Skeleton } from '@storefront/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { RouterLink } from './RouterLink.tsx';

export interface InvoiceFrameProps<T> {
  /** The order or purchase as it is read (an SWR answer: `mutate` reads it again). */
  read: { data: T | undefined; isLoading: boolean; error: ApiError | undefined; mutate: () => unknown };
  /** The link above the invoice, back to what it is of. */
  back: (data: T) => { to: string; label: string };
  /** A link beside it to a related document (a purchase's invoice leads to its tax invoice), or null. */
  related?: ((data: T) => { to: string; label: string } | null) | undefined;
  children: (data: T) => ReactNode;
}

export function InvoiceFrame<T>({ read, back, related, children }: InvoiceFrameProps<T>) {
  const { t } = useLingui();
  const { data, error, isLoading } = read;
  if (isLoading) return <Skeleton className="h-[40rem] w-full" />;
  if (error instanceof ApiError && [400, 403, 404].includes(error.status))
    return <NotFoundMessage LinkComponent={RouterLink} />;
  if (error || data === undefined) {
    return (
      <EmptyState
        tone="error"
        title={t`The invoice could not be loaded`}
        description={error?.message}
        action={
          <Button onClick={() => void read.mutate()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  const { to, label } = back(data);
  const beside = related?.(data);
  const linkClass = 'text-body-sm font-medium text-primary hover:underline print:hidden';
  const backLink = (
    <Link to={to} className={linkClass}>
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
  return (
    <div className="flex flex-col gap-4">
      {beside ? (
        <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 print:hidden">
          {backLink}
          <Link to={beside.to} className={linkClass}>
            {beside.label}
            <span aria-hidden="true"> →</span>
          </Link>
        </div>
      ) : (
        backLink
      )}
      {children(data)}
    </div>
  );
}
