// Quotes (requirements §20.7), the store administrators' list: every buyer's quotes, newest first,
// narrowed by status (in the URL, as the page number); each number opens the quote's page with the
// offer editor.
import { useLingui } from '@lingui/react/macro';
import { quoteStatusSchema } from '@storefront/shared';
import { Pagination, QuotesTable } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { QUOTES_PAGE_SIZE, useQuotes } from '../api/quotes.ts';
import { usePage } from '../api/usePage.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Quotes`);
  const [page, setPage] = usePage();
  const [params, setParams] = useSearchParams();
  const parsed = quoteStatusSchema.safeParse(params.get('status'));
  const status = parsed.success ? parsed.data : undefined;
  const { rows, total, pageCount, error, isLoading, mutate } = useQuotes(status, page);
  return (
    <div className="flex flex-col gap-4">
      <QuotesTable
        quotes={rows}
        showBuyer
        status={status}
        // A new status starts at its first page.
        onStatusChange={(next) => setParams(next ? { status: next } : {})}
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
