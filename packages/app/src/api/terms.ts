// Payment terms, credit and receivables (issue 35 item 7; requirements §20.8): a company's terms and
// where it stands, its invoices on terms (its admins, store administrators), every company's
// (store administrators), the terms' editor and the payments recorded against an invoice.
import {
  apiPaths,
  type CompanyReceivables,
  type CompanyReceivablesDetail,
  type CompanyTerms,
  type CompanyTermsInput,
  type InvoicePaymentInput,
  type Receivable,
} from '@storefront/shared';
import { apiSend } from './client.ts';
import { useMyCompany } from './companies.ts';
import { useApi } from './hooks.ts';

/** A company's terms and credit (its members, store administrators); null path without a company. */
function useCompanyTerms(companyId: string | undefined) {
  return useApi<CompanyTerms>(companyId ? apiPaths.companyTerms(companyId) : null);
}

/**
 * The signed-in reader's company's terms (requirements §20.8): Pay on invoice is offered at checkout
 * when they have days to pay; `terms` stays undefined without a company or until read.
 */
export function useMyTerms(signedIn: boolean) {
  const { company } = useMyCompany(signedIn);
  const { data: terms } = useCompanyTerms(company?.id ?? undefined);
  return { company, terms, offersInvoice: terms !== undefined && terms.net_days !== null };
}

/** A company's totals and invoices on terms: its admins and store administrators (null path for the others). */
export function useCompanyReceivables(companyId: string | undefined, reads: boolean) {
  return useApi<CompanyReceivablesDetail>(companyId && reads ? apiPaths.companyReceivables(companyId) : null);
}

/** Every company on terms (or still owing) with its totals: store administrators. */
export function useReceivablesSummary() {
  return useApi<CompanyReceivables[]>(apiPaths.receivablesSummary);
}

export type ReceivableStatusFilter = Receivable['status'] | '';

/** A page of every company's invoices on terms (store administrators), by company and status. */
export function useReceivables(company: string, status: ReceivableStatusFilter, page: number, pageSize: number) {
  const query = new URLSearchParams();
  if (company) query.set('company', company);
  if (status) query.set('status', status);
  query.set('page', String(page));
  const read = useApi<Receivable[]>(`${apiPaths.receivables}?${query.toString()}`, { keepPreviousData: true });
  const pageCount = Math.max(1, Math.ceil((read.total ?? read.data?.length ?? 0) / pageSize));
  return Object.assign(read, { rows: read.data ?? [], pageCount });
}

export const saveCompanyTerms = (companyId: string, terms: CompanyTermsInput) =>
  apiSend<CompanyTerms>('PUT', apiPaths.companyTerms(companyId), terms);

export const recordInvoicePayment = (purchaseId: string, payment: InvoicePaymentInput) =>
  apiSend<Receivable>('POST', apiPaths.purchaseInvoicePayments(purchaseId), payment);
