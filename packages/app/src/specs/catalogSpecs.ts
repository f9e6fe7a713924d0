// The catalog's specification filters in its URL (requirements §19.2): the API's own `spec.<key>`
// parameters after the other filters', so the page's address and its API call are the same query,
// and a link, Back or the server's first view reproduce the view. They belong to a category: none
// without one, and choosing another drops them.
import { catalogSearchParams, specFiltersOf as categoryFilters } from '@storefront/shared';
import { specFilterParams, specFilterStateOf, type SpecFilterState } from '@storefront/ui';

/**
 * The spec filters the URL names for the category it names (none without one), read leniently as
 * the other filters are: a key the category does not filter by is left out, not sent to be refused.
 */
export function specFiltersOf(params: URLSearchParams, category: string | undefined): SpecFilterState {
  if (!category) return {};
  const keys = new Set(categoryFilters(category).map((attribute) => attribute.key));
  return Object.fromEntries(Object.entries(specFilterStateOf(params)).filter(([key]) => keys.has(key)));
}

/** The catalog's URL parameters: the view's, then its spec filters'. */
export function catalogParams(view: Parameters<typeof catalogSearchParams>[0], specs: SpecFilterState): URLSearchParams {
  const params = catalogSearchParams(view);
  if (view.category) for (const [name, value] of Object.entries(specFilterParams(specs))) params.set(name, value);
  return params;
}
