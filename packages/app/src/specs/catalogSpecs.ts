// The catalog's specification filters in its URL (requirements §19.2): the API's own `spec.<key>`
// parameters after the other filters', read and written by shared catalog-query.ts as the API and
// the server's first view of the page read them, so the page's address, its API call and the
// answer the server inlined are the same query. They belong to a category: none without one, and
// choosing another drops them.
import { catalogSearchParams, parseSpecFilters, specFilterParams, type SpecFilter } from '@storefront/shared';
import { isRange, type SpecFilterState } from '@storefront/ui';

/**
 * The spec filters the URL names for the category it names (none without one), read leniently as
 * the other filters are: when one is refused (a hand-edited key or value) they fall back to none,
 * as the server's first view reads them.
 */
export function specFiltersOf(params: URLSearchParams, category: string | undefined): SpecFilterState {
  const { filters, issues } = parseSpecFilters(category, Object.fromEntries(params));
  return issues.length > 0 ? {} : specStateOf(filters);
}

/** Shared's filters as the screens' filter state (ui SpecFilters). */
export const specStateOf = (filters: readonly SpecFilter[]): SpecFilterState =>
  Object.fromEntries(filters.map((f) => [f.key, f.kind === 'values' ? f.values : { min: f.min, max: f.max }]));

/** The filter state of the screens (ui SpecFilters) as shared's filters. */
const filtersOf = (state: SpecFilterState): SpecFilter[] =>
  Object.entries(state).map(([key, filter]): SpecFilter => {
    if (!isRange(filter)) return { key, kind: 'values', values: [...filter] };
    return {
      key,
      kind: 'range',
      ...(filter.min === undefined ? {} : { min: filter.min }),
      ...(filter.max === undefined ? {} : { max: filter.max }),
    };
  });

/** The catalog's URL parameters: the view's, then its spec filters' (sorted by key, as shared writes them). */
export function catalogParams(
  view: Parameters<typeof catalogSearchParams>[0],
  specs: SpecFilterState,
): URLSearchParams {
  const params = catalogSearchParams(view);
  if (view.category) for (const [name, value] of specFilterParams(filtersOf(specs))) params.append(name, value);
  return params;
}
