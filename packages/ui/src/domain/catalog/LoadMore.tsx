import { formatCount } from '@storefront/shared';
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
  /** What is listed, one and many: products by default (Manage All Orders lists orders). */
  noun?: readonly [string, string];
}

/** "Showing 24 of 31 products" and, while more follow, "Load more" (lists that page by cursor). */
export function LoadMore({
  shown,
  total,
  hasMore,
  loading = false,
  onLoadMore,
  noun = ['product', 'products'],
}: LoadMoreProps) {
  return (
    <div className="flex flex-col items-center gap-3 py-4">
      <p className="text-body-sm text-ink-muted">
        Showing {formatCount(shown)} of {formatCount(total)} {total === 1 ? noun[0] : noun[1]}
      </p>
      {hasMore ? (
        <Button variant="secondary" onClick={onLoadMore} isLoading={loading} loadingLabel={`Loading more ${noun[1]}`}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
