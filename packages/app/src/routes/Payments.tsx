import { useLingui } from '@lingui/react/macro';
// Payments (admin, issue 33; requirements §18): every purchase's payment, filtered by status,
// method, days and a search, all in the URL; a page at a time; the CSV of exactly what the filters
// match; a row opens the payment's trail of gateway calls and answers.
import { daySchema, errorMessage } from '@storefront/shared';
import {
  adminPaymentMethods,
  adminPaymentStatuses,
  PaymentFilters,
  PaymentsTable,
  PaymentTrailDialog,
  toast,
  type PaymentFilterValues,
  type PaymentList,
  type PaymentListItem,
  type PaymentWithTrail,
} from '@storefront/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { downloadFile } from '../api/download.ts';
import { useApi } from '../api/hooks.ts';
import { paymentPaths } from '../api/payments.ts';
import { useDebouncedSearch } from '../api/useCatalogPages.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { PAYMENTS_PAGE_SIZE } from './pageSizes.ts';

interface View extends PaymentFilterValues {
  q: string;
  page: number;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.includes(value as T) ? (value as T) : '';

function viewFrom(params: URLSearchParams): View {
  const day = (name: string) => {
    const parsed = daySchema.safeParse(params.get(name));
    return parsed.success ? parsed.data : '';
  };
  const page = Number(params.get('page') ?? '1');
  return {
    status: oneOf(adminPaymentStatuses, params.get('status')),
    method: oneOf(adminPaymentMethods, params.get('method')),
    q: (params.get('q') ?? '').trim(),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The filters as the address and the API read them (the page apart). */
function filtersOf(view: Omit<View, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.method) params.set('method', view.method);
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  return params;
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Payments`);
  const timeZone = useStoreTimeZone();
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  // A new filter starts from the first page.
  const [typed, setTyped] = useDebouncedSearch(view.q, (q) => setParams(filtersOf({ ...view, q }), { replace: true }));
  const filters = filtersOf(view).toString();
  const query = filtersOf(view);
  query.set('page', String(view.page));
  query.set('limit', String(PAYMENTS_PAGE_SIZE));
  const list = useApi<PaymentList>(`${paymentPaths.list}?${query.toString()}`, { keepPreviousData: true });
  const [opened, setOpened] = useState<PaymentListItem | null>(null);
  const trail = useApi<PaymentWithTrail>(opened ? paymentPaths.trail(opened.purchase._id) : null);
  const [downloading, setDownloading] = useState(false);
  const total = list.data?.total ?? 0;

  async function download() {
    setDownloading(true);
    try {
      await downloadFile(`${paymentPaths.export}${filters ? `?${filters}` : ''}`, 'payments.csv');
    } catch (cause) {
      toast.error(errorMessage(cause));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <PaymentFilters
        value={view}
        onChange={(next) => setParams(filtersOf({ ...view, q: typed, ...next }))}
        search={typed}
        onSearchChange={setTyped}
        onDownload={() => void download()}
        isDownloading={downloading}
      />
      <PaymentsTable
        payments={list.data?.payments ?? []}
        total={total}
        page={view.page}
        pageCount={Math.max(1, Math.ceil(total / PAYMENTS_PAGE_SIZE))}
        onPageChange={(page) => {
          const next = filtersOf(view);
          if (page > 1) next.set('page', String(page));
          setParams(next);
        }}
        isLoading={list.isLoading}
        error={list.error && !list.data ? list.error.message : null}
        onRetry={() => void list.mutate()}
        isFiltered={filters !== ''}
        purchaseHref={(id) => `/dashboard/purchases/${encodeURIComponent(id)}`}
        LinkComponent={RouterLink}
        onOpenTrail={setOpened}
        timeZone={timeZone}
      />
      <PaymentTrailDialog
        purchaseNumber={opened?.purchase.number ?? null}
        onOpenChange={(open) => {
          if (!open) setOpened(null);
        }}
        trail={trail.data}
        isLoading={trail.isLoading}
        error={trail.error ? trail.error.message : null}
        onRetry={() => void trail.mutate()}
        timeZone={timeZone}
      />
    </div>
  );
}
