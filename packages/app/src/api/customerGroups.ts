// Customer groups' calls (issue 35 item 4; requirements §20.5), for store administrators: the
// groups, a group's price list, and who is in which group.
import {
  apiPaths,
  type CatalogPage,
  type CustomerGroup,
  type CustomerGroupInput,
  type GroupPriceEntry,
  type GroupPricesInput,
  type Item,
} from '@storefront/shared';
import type { GroupChoice, PriceListItemChoice } from '@storefront/ui';
import { apiRequest, apiSend, ApiError } from './client.ts';
import { useApi } from './hooks.ts';

export function useCustomerGroups(enabled = true) {
  return useApi<CustomerGroup[]>(enabled ? apiPaths.customerGroups : null);
}

export function useGroupPrices(groupId: string | undefined) {
  return useApi<GroupPriceEntry[]>(groupId ? apiPaths.customerGroupPrices(groupId) : null, {
    revalidateOnFocus: false,
  });
}

export const createGroup = (input: CustomerGroupInput) =>
  apiSend<CustomerGroup>('POST', apiPaths.customerGroups, input);
export const renameGroup = (id: string, input: CustomerGroupInput) =>
  apiSend<CustomerGroup>('PATCH', apiPaths.customerGroup(id), input);
export const deleteGroup = (id: string) => apiSend<undefined>('DELETE', apiPaths.customerGroup(id));
export const saveGroupPrices = (id: string, prices: GroupPricesInput['prices']) =>
  apiSend<GroupPriceEntry[]>('PUT', apiPaths.customerGroupPrices(id), { prices });
export const assignUserGroup = (userId: string, group: string | null) =>
  apiSend<{ group: string | null }>('PUT', apiPaths.userCustomerGroup(userId), { group });
export const assignCompanyGroup = (companyId: string, group: string | null) =>
  apiSend<{ group: string | null }>('PUT', apiPaths.companyCustomerGroup(companyId), { group });

/** The groups as a select offers them (the pickers on Make Admin and Companies). */
export const groupChoices = (groups: CustomerGroup[] | undefined): GroupChoice[] | undefined =>
  groups?.map(({ _id, name }) => ({ _id, name }));

const choiceOf = (item: Pick<Item, '_id' | 'name' | 'sku' | 'price_per_unit'>): PriceListItemChoice => ({
  _id: item._id,
  name: item.name,
  sku: item.sku,
  price_per_unit: item.price_per_unit,
});

/**
 * Items for the price list's picker: the catalog's search for the typed name or SKU (as quick
 * order's suggestions), else the item whose id it is.
 */
export async function suggestItems(text: string): Promise<PriceListItemChoice[]> {
  const { data } = await apiRequest<CatalogPage>(`${apiPaths.itemSearch}?q=${encodeURIComponent(text)}&limit=8`);
  if (data.items.length || !/^[A-Za-z0-9_-]+$/.test(text)) return data.items.map(choiceOf);
  try {
    return [choiceOf((await apiRequest<Item>(apiPaths.item(text))).data)];
  } catch (cause) {
    if (cause instanceof ApiError && [400, 404].includes(cause.status)) return [];
    throw cause;
  }
}
