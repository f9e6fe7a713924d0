import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '@storefront/shared';
import { apart } from '../../lib/apart.tsx';
import { Button } from '../../primitives/Button.tsx';

export interface LoadMoreProps {
  /** Items on screen. */
  shown: number;
  /** Every match. */
  total: number;
  /** True when another page follows. */
  hasMore: boolean;
  loading?: boolean;
  onLoadMore: () => void;
  /** What is listed, one and many, in the shown language: products by default (Manage All Orders lists orders). */
  noun?: readonly [string, string];
}

/** "Showing 24 of 31 products" and, while more follow, "Load more" (lists that page by cursor). */
export function LoadMore({ shown, total, hasMore, loading = false, onLoadMore, noun }: LoadMoreProps) {
  const { t } = useLingui();
  const [one, many] = noun ?? [t`product`, t`products`];
  const shownCount = apart(formatCount(shown));
  const totalCount = apart(formatCount(total));
  const listed = apart(total === 1 ? one : many);
  return (
    <div className="flex flex-col items-center gap-3 py-4">
      <p className="text-body-sm text-ink-muted">
        <Trans>
          Showing {shownCount} of {totalCount} {listed}
        </Trans>
      </p>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} isLoading={loading} loadingLabel={t`Loading more ${many}`}>
          <Trans>Load more</Trans>
        </Button>
      ) : null}
    </div>
  );
}
