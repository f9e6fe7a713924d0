// Business customers' calls (issue 35; requirements §20): the reader's company, its members,
// invitations and orders, the invitations to the reader, and the store administrators' list.
import {
  apiPaths,
  type ApprovalEntry,
  type Company,
  type CompanyInput,
  type CompanyListEntry,
  type CompanyMember,
  type CompanyOrder,
  type CompanyRole,
  type Invitation,
  type InvitationInput,
} from '@storefront/shared';
import { apiSend } from './client.ts';
import { pagedPath, useApi, usePagedList } from './hooks.ts';

/**
 * The reader's company, or null when they have none: `company` stays undefined until the server has
 * answered. Asked with `?none=null`, so that having none is a 200 with null, not a 404 the browser
 * logs as an error on every page that asks (the purchase page, e2e/console.spec.ts).
 */
export function useMyCompany(signedIn: boolean) {
  const read = useApi<Company | null>(signedIn ? `${apiPaths.myCompany}?none=null` : null, {
    revalidateOnFocus: false,
  });
  const none = read.error?.status === 404;
  return Object.assign(read, {
    company: none ? null : read.data,
    /** A failure other than having no company. */
    failure: none ? undefined : read.error,
  });
}

/** The pending invitations to the reader's verified email (none for an unverified one). */
export function useMyInvitations(signedIn: boolean) {
  const read = useApi<Invitation[]>(signedIn ? apiPaths.myInvitations : null, { revalidateOnFocus: false });
  return Object.assign(read, { invitations: read.data ?? [] });
}

export function useCompanyMembers(companyId: string | undefined) {
  return useApi<CompanyMember[]>(companyId ? apiPaths.companyMembers(companyId) : null);
}

/** A company's pending invitations: its admins only (null path for the others). */
export function useCompanyInvitations(companyId: string | undefined, isCompanyAdmin: boolean) {
  return useApi<Invitation[]>(companyId && isCompanyAdmin ? apiPaths.companyInvitations(companyId) : null);
}

/** A page of the company's orders; `mine` the reader's own only. */
export function useCompanyOrders(companyId: string | undefined, page: number, pageSize: number, mine: boolean) {
  const base = companyId ? `${apiPaths.companyOrders(companyId)}${mine ? '?mine=true' : ''}` : null;
  const read = useApi<CompanyOrder[]>(base ? pagedPath(base, page, pageSize) : null, { keepPreviousData: true });
  const pageCount = Math.max(1, Math.ceil((read.total ?? read.data?.length ?? 0) / pageSize));
  return Object.assign(read, { rows: read.data ?? [], pageCount });
}

/** A company's purchases awaiting approval (requirements §20.4): its approvers, admins and store administrators. */
export function useCompanyApprovals(companyId: string | undefined, decides: boolean) {
  return useApi<ApprovalEntry[]>(companyId && decides ? apiPaths.companyApprovals(companyId) : null);
}

/** A page of every company (store administrators), `q` part of a name or a BIN. */
export function useCompanies(q: string, page: number, pageSize: number) {
  return usePagedList<CompanyListEntry>(
    q ? `${apiPaths.companies}?q=${encodeURIComponent(q)}` : apiPaths.companies,
    page,
    pageSize,
  );
}

export const createCompany = (company: CompanyInput) => apiSend<Company>('POST', apiPaths.companies, company);
export const updateCompany = (id: string, company: Partial<CompanyInput>) =>
  apiSend<Company>('PATCH', apiPaths.company(id), company);
export const changeMemberRole = (companyId: string, userId: string, role: CompanyRole) =>
  apiSend<CompanyMember>('PATCH', apiPaths.companyMember(companyId, userId), { role });
/** Sets a member's per-order limit in BDT, or clears it with null (a company admin; requirements §20.4). */
export const changeMemberLimit = (companyId: string, userId: string, limit: number | null) =>
  apiSend<CompanyMember>('PATCH', apiPaths.companyMember(companyId, userId), { order_limit: limit });
/** Removes a member (a company admin) or, for the reader's own id, leaves the company. */
export const removeMember = (companyId: string, userId: string) =>
  apiSend<undefined>('DELETE', apiPaths.companyMember(companyId, userId));
export const inviteMember = (companyId: string, invitation: InvitationInput) =>
  apiSend<Invitation>('POST', apiPaths.companyInvitations(companyId), invitation);
export const revokeInvitation = (companyId: string, invitationId: string) =>
  apiSend<undefined>('DELETE', apiPaths.companyInvitation(companyId, invitationId));
export const acceptInvitation = (id: string) => apiSend<Company>('POST', apiPaths.invitationAccept(id));
export const declineInvitation = (id: string) => apiSend<undefined>('POST', apiPaths.invitationDecline(id));
/** An approver's decision on a purchase awaiting approval, with an optional note for the buyer. */
export const decidePurchase = (purchaseId: string, approve: boolean, note: string | undefined) =>
  apiSend<undefined>(
    'POST',
    approve ? apiPaths.purchaseApprove(purchaseId) : apiPaths.purchaseReject(purchaseId),
    note === undefined ? {} : { note },
  );
