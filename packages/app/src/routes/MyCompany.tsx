// My company (requirements §20.1-§20.3): without a company, the invitations waiting for the reader
// and the form that creates one; with one, its details (its admins edit them), its members, the
// pending invitations (admins), the purchases awaiting approval (admins and approvers, §20.4), its
// credit and invoices on terms (admins; store administrators edit the terms, §20.8) and the
// company's orders, a page at a time (admins and approvers choose everyone's or their own; buyers
// see their own). /dashboard/company/{id} shows a company by its id: to its members, and to the
// store administrators (who read every company); anyone else gets the not-found page, as the API
// answers them 404.
import { useLingui } from '@lingui/react/macro';
import {
  apiPaths,
  companyRoleMessages,
  errorMessage,
  formatBdt,
  type Company,
  type CompanyMember,
} from '@storefront/shared';
import {
  ApprovalQueue,
  Button,
  CompanyForm,
  CompanyMembers,
  CompanyOrdersTable,
  EmptyState,
  InvitationForm,
  NotFoundMessage,
  Pagination,
  PageSpinner,
  PendingInvitations,
  toast,
  useSharedText,
  type CompanyOrdersScope,
} from '@storefront/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import {
  changeMemberLimit,
  changeMemberRole,
  createCompany,
  decidePurchase,
  inviteMember,
  removeMember,
  revokeInvitation,
  updateCompany,
  useCompanyApprovals,
  useCompanyInvitations,
  useCompanyMembers,
  useCompanyOrders,
  useMyCompany,
} from '../api/companies.ts';
import { useApi, useRevalidate } from '../api/hooks.ts';
import { usePage } from '../api/usePage.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { CompanyCredit } from '../components/CompanyCredit.tsx';
import { CompanyInvitations } from '../components/CompanyInvitations.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { ORDERS_PAGE_SIZE } from './pageSizes.ts';

export function Component() {
  const { companyId } = useParams();
  return companyId ? <CompanyById id={companyId} /> : <MyCompany />;
}

function CompanyById({ id }: { id: string }) {
  const { t } = useLingui();
  const read = useApi<Company>(apiPaths.company(id));
  useDocumentTitle(read.data?.name ?? t`Company`);
  if (read.error && [400, 403, 404].includes(read.error.status)) return <NotFoundMessage LinkComponent={RouterLink} />;
  if (read.error) return <LoadFailure message={read.error.message} onRetry={() => void read.mutate()} />;
  if (!read.data) return <PageSpinner label={t`Loading the company`} />;
  return <CompanyScreen company={read.data} onChanged={() => void read.mutate()} />;
}

function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useLingui();
  return (
    <EmptyState
      tone="error"
      title={t`Something went wrong`}
      description={message}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {t`Try again`}
        </Button>
      }
    />
  );
}

function MyCompany() {
  const { t } = useLingui();
  useDocumentTitle(t`My company`);
  const { status } = useAuth();
  const read = useMyCompany(status === 'signed-in');
  const revalidate = useRevalidate();

  if (read.failure) return <LoadFailure message={read.failure.message} onRetry={() => void read.mutate()} />;
  if (read.company === undefined) return <PageSpinner label={t`Loading your company`} />;
  if (read.company === null) {
    return (
      <div className="flex flex-col gap-6">
        <CompanyInvitations />
        <CompanyForm
          onSubmit={async (values) => {
            const company = await createCompany(values);
            toast.success(t`${{ company: company.name }} is created: you are its admin`);
            await read.mutate({ data: company, total: undefined }, { revalidate: false });
            await revalidate(apiPaths.myInvitations);
          }}
        />
      </div>
    );
  }
  return <CompanyScreen company={read.company} onChanged={() => void read.mutate()} />;
}

function CompanyScreen({ company, onChanged }: { company: Company; onChanged: () => void }) {
  const { t } = useLingui();
  const say = useSharedText();
  const { user } = useAuth();
  const isAdmin = company.your_role === 'admin';
  // A store administrator (no role) reads every order of the company, without the switch.
  const storeAdmin = company.your_role === null;
  const seesEveryone = isAdmin || company.your_role === 'approver';
  const members = useCompanyMembers(company.id);
  const invitations = useCompanyInvitations(company.id, isAdmin);
  const approvals = useCompanyApprovals(company.id, seesEveryone);
  const [page, setPage] = usePage();
  const [params, setParams] = useSearchParams();
  const scope: CompanyOrdersScope =
    storeAdmin || (seesEveryone && params.get('orders') !== 'mine') ? 'everyone' : 'mine';
  const orders = useCompanyOrders(company.id, page, ORDERS_PAGE_SIZE, seesEveryone && scope === 'mine');
  const revalidate = useRevalidate();

  /** Runs a change, toasting a refusal (the dialog or row shows it too), then reads the company again. */
  async function change(send: () => Promise<unknown>, done: string) {
    try {
      await send();
    } catch (cause) {
      toast.error(errorMessage(cause));
      throw cause;
    }
    toast.success(done);
    await revalidate(apiPaths.company(company.id), apiPaths.myCompany);
  }

  const leaveOrRemove = (member: CompanyMember, leaving: boolean) =>
    change(
      () => removeMember(company.id, member.user_id),
      leaving ? t`You left ${{ company: company.name }}` : t`${{ name: member.name }} is removed from the company`,
    ).then(() => (leaving ? onChanged() : undefined));

  return (
    <div className="flex flex-col gap-8">
      <CompanyForm
        key={company.id}
        defaultValues={company}
        readOnly={!isAdmin}
        onSubmit={async (values) => {
          await updateCompany(company.id, values);
          toast.success(t`Company details saved`);
          onChanged();
        }}
      />
      <CompanyMembers
        members={members.data ?? []}
        isLoading={members.isLoading}
        error={members.error?.message ?? null}
        onRetry={() => void members.mutate()}
        yourRole={company.your_role}
        currentEmail={user?.email ?? undefined}
        onRoleChange={(member, role) =>
          change(
            () => changeMemberRole(company.id, member.user_id, role),
            t`${{ name: member.name }} is now ${{ role: say(companyRoleMessages[role]) }}`,
          ).catch(() => members.mutate())
        }
        onLimitChange={(member, limit) =>
          change(
            () => changeMemberLimit(company.id, member.user_id, limit),
            limit === null
              ? t`${{ name: member.name }} has no order limit now`
              : t`${{ name: member.name }}'s order limit is now ${{ limit: formatBdt(limit) }}`,
          ).then(() => members.mutate())
        }
        onRemove={(member) => leaveOrRemove(member, false)}
        onLeave={(member) => leaveOrRemove(member, true)}
      />
      {isAdmin ? (
        <>
          <InvitationForm
            onSubmit={async (values) => {
              const invitation = await inviteMember(company.id, values);
              toast.success(t`Invitation sent to ${{ email: invitation.email }}`);
              await invitations.mutate();
            }}
          />
          <PendingInvitations
            invitations={invitations.data ?? []}
            isLoading={invitations.isLoading}
            error={invitations.error?.message ?? null}
            onRetry={() => void invitations.mutate()}
            onRevoke={(invitation) =>
              change(
                () => revokeInvitation(company.id, invitation.id),
                t`Invitation to ${{ email: invitation.email }} revoked`,
              ).then(() => invitations.mutate())
            }
          />
        </>
      ) : null}
      {seesEveryone ? (
        <ApprovalQueue
          entries={approvals.data ?? []}
          isLoading={approvals.isLoading}
          error={approvals.error?.message ?? null}
          onRetry={() => void approvals.mutate()}
          onApprove={(entry, note) =>
            change(() => decidePurchase(entry._id, true, note), t`${{ number: entry.number }} is approved`).finally(
              () => Promise.all([approvals.mutate(), orders.mutate()]),
            )
          }
          onReject={(entry, note) =>
            change(() => decidePurchase(entry._id, false, note), t`${{ number: entry.number }} is rejected`).finally(
              () => Promise.all([approvals.mutate(), orders.mutate()]),
            )
          }
        />
      ) : null}
      <CompanyCredit company={company} />
      <div className="flex flex-col gap-4">
        <CompanyOrdersTable
          orders={orders.rows}
          total={orders.total}
          offset={(page - 1) * ORDERS_PAGE_SIZE}
          isLoading={orders.isLoading}
          error={orders.error?.message ?? null}
          onRetry={() => void orders.mutate()}
          scope={scope}
          onScopeChange={
            seesEveryone ? (next) => setParams(next === 'mine' ? { orders: 'mine' } : {}, { replace: true }) : undefined
          }
          // An order's page opens for the one who placed it (requirements §13.4).
          orderHref={(order) =>
            order.buyer.email === user?.email ? `/dashboard/orders/${encodeURIComponent(order._id)}` : undefined
          }
          LinkComponent={RouterLink}
        />
        <Pagination page={page} pageCount={orders.pageCount} onPageChange={setPage} label={t`Company orders pages`} />
      </div>
    </div>
  );
}
