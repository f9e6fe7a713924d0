// Receivables (requirements §20.8), the store administrators' page: what each company on terms owes
// (not yet due, overdue by age), and every invoice on terms, narrowed by company (picked in the
// summary) and by status, a page at a time (all three in the URL); Record payment on an invoice.
import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths } from '@storefront/shared';
import { Button, cn, Pagination, ReceivablesSummaryTable } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { useRevalidate } from '../api/hooks.ts';
import { usePage } from '../api/usePage.ts';
import { useReceivables, useReceivablesSummary, type ReceivableStatusFilter } from '../api/terms.ts';
import { InvoicesOnTerms } from '../components/InvoicesOnTerms.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { RECEIVABLES_PAGE_SIZE } from './pageSizes.ts';

const statuses = ['', 'open', 'overdue', 'paid'] as const satisfies readonly ReceivableStatusFilter[];

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Receivables`);
  const [page, setPage] = usePage();
  const [params, setParams] = useSearchParams();
  const company = params.get('company') ?? '';
  const statusParam = params.get('status') ?? '';
  const status: ReceivableStatusFilter = (statuses as readonly string[]).includes(statusParam)
    ? (statusParam as ReceivableStatusFilter)
    : '';
  const summary = useReceivablesSummary();
  const invoices = useReceivables(company, status, page, RECEIVABLES_PAGE_SIZE);
  const revalidate = useRevalidate();
  const chosen = summary.data?.find((entry) => entry.company.id === company);
  const chosenName = chosen?.company.name;
  // A new filter starts at its first page.
  const filter = (next: { company?: string; status?: ReceivableStatusFilter }) => {
    const merged = { company, status, ...next };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== '')), { replace: true });
  };
  const labels: Record<(typeof statuses)[number], string> = {
    '': t`All`,
    open: t`Not yet due`,
    overdue: t`Overdue`,
    paid: t`Paid`,
  };
  return (
    <div className="flex flex-col gap-8">
      <ReceivablesSummaryTable
        companies={summary.data ?? []}
        isLoading={summary.isLoading}
        error={summary.error?.message ?? null}
        onRetry={() => void summary.mutate()}
        selected={company || undefined}
        onSelect={(entry) => filter({ company: entry.company.id === company ? '' : entry.company.id })}
      />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label={t`Invoices by status`} className="flex flex-wrap gap-2">
            {statuses.map((value) => (
              <button
                key={value || 'all'}
                type="button"
                aria-pressed={status === value}
                onClick={() => filter({ status: value })}
                className={cn(
                  'rounded-pill px-4 py-1.5 text-body-sm font-semibold ring-1 ring-line focus-visible:outline-2 focus-visible:outline-focus',
                  status === value ? 'bg-primary text-white ring-primary' : 'bg-surface text-ink hover:bg-canvas',
                )}
              >
                {labels[value]}
              </button>
            ))}
          </div>
          {company ? (
            <Button variant="secondary" size="sm" onClick={() => filter({ company: '' })}>
              <Trans>Every company</Trans>
            </Button>
          ) : null}
        </div>
        <InvoicesOnTerms
          title={chosen ? t`Invoices of ${chosenName}` : undefined}
          invoices={invoices.rows}
          total={invoices.total}
          offset={(page - 1) * RECEIVABLES_PAGE_SIZE}
          isLoading={invoices.isLoading}
          error={invoices.error?.message ?? null}
          onRetry={() => void invoices.mutate()}
          showCompany={!company}
          purchaseHref={(invoice) => `/dashboard/purchases/${encodeURIComponent(invoice.purchase._id)}`}
          onRecorded={() => revalidate(apiPaths.receivables)}
        />
        <Pagination page={page} pageCount={invoices.pageCount} onPageChange={setPage} label={t`Receivables pages`} />
      </div>
    </div>
  );
}
