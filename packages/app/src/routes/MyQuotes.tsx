// My quotes (requirements §20.7): the reader's quotes, newest first, a page at a time; each number
// opens its thread.
import { useLingui } from '@lingui/react/macro';
import { Pagination, QuotesTable } from '@storefront/ui';
import { QUOTES_PAGE_SIZE, useQuotes } from '../api/quotes.ts';
import { usePage } from '../api/usePage.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`My quotes`);
  const [page, setPage] = usePage();
  const { rows, total, pageCount, error, isLoading, mutate } = useQuotes(undefined, page);
  return (
    <div className="flex flex-col gap-4">
      <QuotesTable
        title={t`My quotes`}
        quotes={rows}
        total={total}
        offset={(page - 1) * QUOTES_PAGE_SIZE}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
        quoteHref={(quote) => `/dashboard/quotes/${encodeURIComponent(quote._id)}`}
        LinkComponent={RouterLink}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={t`Quotes pages`} />
    </div>
  );
}
