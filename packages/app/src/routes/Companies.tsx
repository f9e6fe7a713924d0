// Companies (requirements §20.1): the store administrators' list of every company, a page at a
// time, found by part of its name or BIN (the search in the URL, as the page number); each name
// opens the company's page; each company's customer group (§20.5), its members' prices.
// Receivables (§20.8), what companies on terms owe, is reached from here.
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage } from '@storefront/shared';
import { Button, CompaniesTable, Pagination, toast } from '@storefront/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { useCompanies } from '../api/companies.ts';
import { assignCompanyGroup, groupChoices, useCustomerGroups } from '../api/customerGroups.ts';
import { useDebouncedSearch } from '../api/useCatalogPages.ts';
import { usePage } from '../api/usePage.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { COMPANIES_PAGE_SIZE } from './pageSizes.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Companies`);
  const [page, setPage] = usePage();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // A new search starts at its first page; typing replaces the history entry.
  const [typed, setTyped] = useDebouncedSearch(q, (text) =>
    setParams(text.trim() ? { q: text.trim() } : {}, { replace: true }),
  );
  const { rows, total, pageCount, error, isLoading, mutate } = useCompanies(q, page, COMPANIES_PAGE_SIZE);
  const groups = useCustomerGroups();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button asChild variant="secondary">
          <Link to="/dashboard/receivables">
            <Trans>Receivables</Trans>
          </Link>
        </Button>
      </div>
      <CompaniesTable
        companies={rows}
        total={total}
        offset={(page - 1) * COMPANIES_PAGE_SIZE}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
        search={typed}
        onSearchChange={setTyped}
        groups={groupChoices(groups.data)}
        onGroupChange={async (company, group) => {
          try {
            await assignCompanyGroup(company.id, group);
          } catch (cause) {
            toast.error(errorMessage(cause));
            throw cause;
          }
          const name = groups.data?.find((g) => g._id === group)?.name;
          toast.success(
            name
              ? t`${{ company: company.name }} is in ${{ name }} now`
              : t`${{ company: company.name }} is in no group now`,
          );
          await Promise.all([mutate(), groups.mutate()]);
        }}
        companyHref={(company) => `/dashboard/company/${encodeURIComponent(company.id)}`}
        LinkComponent={RouterLink}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={t`Companies pages`} />
    </div>
  );
}
