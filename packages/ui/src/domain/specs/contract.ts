// Issue 34's shapes under the names the screens use (requirements §19, the contract of the issue):
// the catalog's `facets.specs` and the `spec.<key>` filters. Written here until the shared catalog
// query (`parseSpecFilters`/`specFilterParams`, packages/shared/src/catalog-query.ts) lands; the
// URL parameters are the same, so the app's links and the server's parsing agree.
import { toLatinDigits } from '@storefront/shared';

/** One attribute's facet: its options with their counts under the other filters, or its range. */
export type SpecFacet =
  | { key: string; kind: 'options'; values: { value: string; count: number }[] }
  | { key: string; kind: 'range'; min: number | null; max: number | null };

/** A range filter's bounds (either may be open). */
export interface SpecRange {
  min?: number | undefined;
  max?: number | undefined;
}

/** One attribute's filter: the values chosen (a choice, choices, or 'true'/'false'), or a range. */
export type SpecFilter = readonly string[] | SpecRange;

/** The spec filters of a catalog query, by attribute key. */
export type SpecFilterState = Readonly<Record<string, SpecFilter>>;

export const isRange = (filter: SpecFilter): filter is SpecRange => !Array.isArray(filter);

/** A filter that filters nothing: no value chosen, or both bounds open. */
export function isEmptyFilter(filter: SpecFilter | undefined): boolean {
  if (!filter) return true;
  return isRange(filter) ? filter.min === undefined && filter.max === undefined : filter.length === 0;
}

/** How many attributes filter (a range counts once). */
export const specFilterCount = (state: SpecFilterState): number =>
  Object.values(state).filter((f) => !isEmptyFilter(f)).length;

/**
 * The URL parameters of `state`, as `GET /api/items` reads them: `spec.<key>=v1,v2` (any of the
 * values), `spec.<key>.min=` and `spec.<key>.max=`; empty filters left out.
 */
export function specFilterParams(state: SpecFilterState): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, filter] of Object.entries(state)) {
    if (isEmptyFilter(filter)) continue;
    if (!isRange(filter)) {
      params[`spec.${key}`] = filter.join(',');
      continue;
    }
    if (filter.min !== undefined) params[`spec.${key}.min`] = String(filter.min);
    if (filter.max !== undefined) params[`spec.${key}.max`] = String(filter.max);
  }
  return params;
}

const BOUND = /^spec\.(.+)\.(min|max)$/;

/**
 * The spec filters a URL names (the reverse of specFilterParams): what a link, Back or the server's
 * first view starts from. Bounds typed in Bangla digits are the same numbers; what is not a number
 * is left out (the server says why when it is asked).
 */
export function specFilterStateOf(params: URLSearchParams): SpecFilterState {
  const state: Record<string, SpecFilter> = {};
  for (const [name, raw] of params) {
    if (!name.startsWith('spec.')) continue;
    const bound = BOUND.exec(name);
    if (bound) {
      const [, key, side] = bound as unknown as [string, string, 'min' | 'max'];
      const text = toLatinDigits(raw.trim());
      if (!/^-?\d+(\.\d+)?$/.test(text)) continue;
      const range = state[key];
      state[key] = { ...(range && isRange(range) ? range : {}), [side]: Number(text) };
      continue;
    }
    const values = raw
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) state[name.slice('spec.'.length)] = values;
  }
  return state;
}
