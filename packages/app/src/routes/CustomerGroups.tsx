// Customer groups (requirements §20.5), for store administrators: the groups (create, rename,
// delete), and at /dashboard/customer-groups/{groupId} a group's price list in PriceListEditor.
// Who is in a group is chosen on Make Admin (users) and on Companies.
import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths, errorMessage, type CustomerGroup } from '@storefront/shared';
import { Button, CustomerGroupsTable, EmptyState, PageSpinner, PriceListEditor, toast } from '@storefront/ui';
import { useNavigate, useParams } from 'react-router-dom';
import {
  createGroup,
  deleteGroup,
  renameGroup,
  saveGroupPrices,
  suggestItems,
  useCustomerGroups,
  useGroupPrices,
} from '../api/customerGroups.ts';
import { useRevalidate } from '../api/hooks.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

const groupPath = (group: Pick<CustomerGroup, '_id'>) => `/dashboard/customer-groups/${encodeURIComponent(group._id)}`;

export function Component() {
  const { groupId } = useParams();
  return groupId ? <GroupPrices id={groupId} /> : <Groups />;
}

/** Runs a change, toasting its refusal (the form shows it too) or `done`. */
async function change<T>(send: () => Promise<T>, done: string): Promise<T> {
  try {
    const result = await send();
    toast.success(done);
    return result;
  } catch (cause) {
    toast.error(errorMessage(cause));
    throw cause;
  }
}

function Groups() {
  const { t } = useLingui();
  useDocumentTitle(t`Customer groups`);
  const groups = useCustomerGroups();
  return (
    <CustomerGroupsTable
      groups={groups.data ?? []}
      isLoading={groups.isLoading}
      error={groups.error?.message ?? null}
      onRetry={() => void groups.mutate()}
      pricesHref={groupPath}
      LinkComponent={RouterLink}
      onCreate={async (values) => {
        await change(() => createGroup(values), t`${{ name: values.name }} is created`);
        await groups.mutate();
      }}
      onRename={async (group, values) => {
        await change(() => renameGroup(group._id, values), t`${{ name: group.name }} is now ${{ next: values.name }}`);
        await groups.mutate();
      }}
      onDelete={async (group) => {
        await change(() => deleteGroup(group._id), t`${{ name: group.name }} is deleted`);
        await groups.mutate();
      }}
    />
  );
}

function GroupPrices({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const revalidate = useRevalidate();
  const groups = useCustomerGroups();
  const prices = useGroupPrices(id);
  const group = groups.data?.find((g) => g._id === id);
  const name = group?.name ?? '';
  useDocumentTitle(group ? t`Prices of ${{ name }}` : t`Customer groups`);
  const failure = prices.error ?? groups.error;
  if (failure || (groups.data && !group)) {
    return (
      <EmptyState
        tone="error"
        title={failure?.status === 404 || !failure ? t`No such customer group` : t`Something went wrong`}
        description={failure && failure.status !== 404 ? failure.message : undefined}
        action={
          <Button variant="secondary" onClick={() => void navigate('/dashboard/customer-groups')}>
            <Trans>All customer groups</Trans>
          </Button>
        }
      />
    );
  }
  if (!prices.data || !group) return <PageSpinner label={t`Loading the price list`} />;
  return (
    <div className="flex flex-col gap-4">
      <RouterLink href="/dashboard/customer-groups" className="text-body-sm text-primary hover:underline">
        <Trans>All customer groups</Trans>
      </RouterLink>
      <h2 className="text-heading font-bold text-ink [overflow-wrap:anywhere]">
        <Trans>Prices of {name}</Trans>
      </h2>
      <PriceListEditor
        entries={prices.data}
        onSuggest={suggestItems}
        onSave={async (list) => {
          await change(() => saveGroupPrices(id, list), t`The price list of ${{ name }} is saved`);
          await revalidate(apiPaths.customerGroupPrices(id));
        }}
      />
    </div>
  );
}
