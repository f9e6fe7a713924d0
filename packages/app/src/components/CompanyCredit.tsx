// A company's terms and invoices on its page (requirements §20.8): its admins read "Credit and
// invoices" (where it stands and its invoices on terms); a store administrator also edits its terms
// and records payments against its invoices.
import { useLingui } from '@lingui/react/macro';
import { apiPaths, type Company } from '@storefront/shared';
import { CompanyTermsForm, CreditStatus, toast } from '@storefront/ui';
import { useRevalidate } from '../api/hooks.ts';
import { saveCompanyTerms, useCompanyReceivables } from '../api/terms.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { InvoicesOnTerms } from './InvoicesOnTerms.tsx';

export function CompanyCredit({ company }: { company: Company }) {
  const { t } = useLingui();
  const { user } = useAuth();
  // A store administrator reads a company without a role in it.
  const storeAdmin = company.your_role === null;
  const read = useCompanyReceivables(company.id, storeAdmin || company.your_role === 'admin');
  const revalidate = useRevalidate();
  if (!storeAdmin && company.your_role !== 'admin') return null;
  const detail = read.data;
  const reread = () => revalidate(apiPaths.companyReceivables(company.id), apiPaths.companyTerms(company.id));
  return (
    <section className="flex flex-col gap-4" aria-labelledby="company-credit">
      <h2 id="company-credit" className="text-heading font-bold text-ink">
        {t`Credit and invoices`}
      </h2>
      {storeAdmin && detail ? (
        <CompanyTermsForm
          key={`${detail.terms.net_days}-${detail.terms.credit_limit}-${detail.terms.require_po_number}`}
          defaultValues={{
            net_days: detail.terms.net_days,
            credit_limit: detail.terms.credit_limit,
            require_po_number: detail.terms.require_po_number,
          }}
          onSubmit={async (terms) => {
            await saveCompanyTerms(company.id, terms);
            toast.success(t`Payment terms saved for ${{ company: company.name }}`);
            await reread();
          }}
        />
      ) : null}
      {read.error ? null : <CreditStatus terms={detail?.terms} />}
      <InvoicesOnTerms
        invoices={detail?.invoices ?? []}
        totals={detail?.totals}
        isLoading={read.isLoading}
        error={read.error?.message ?? null}
        onRetry={() => void read.mutate()}
        // A purchase's page opens for its buyer and the store's administrators (requirements §14.3).
        purchaseHref={(invoice) =>
          storeAdmin || invoice.buyer.email === user?.email
            ? `/dashboard/purchases/${encodeURIComponent(invoice.purchase._id)}`
            : undefined
        }
        onRecorded={storeAdmin ? reread : undefined}
      />
    </section>
  );
}
