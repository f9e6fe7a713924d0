import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { categoryMessage, formatCount, type CategoryFacet } from '@storefront/shared';
import { sayShared } from '../../i18n/translateMessage.ts';

import { cn } from '../../lib/cn.ts';
import { screenDigits } from '../../i18n/digits.ts';

export interface CategoryFacetsProps {
  /** Every category with its count of matches under the other filters. */
  facets: readonly CategoryFacet[];
  /** The chosen category id, or undefined for all. */
  value: string | undefined;
  onChange: (category: string | undefined) => void;
  /** Matches in every category (the "All categories" count). */
  total: number;
  className?: string;
}

const optionClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-control px-3 py-2 text-body-sm text-ink hover:bg-surface-muted has-checked:bg-primary-soft has-checked:font-semibold has-checked:text-primary-ink has-focus-visible:outline-2 has-focus-visible:outline-focus has-disabled:cursor-default has-disabled:text-ink-muted has-disabled:hover:bg-transparent';

/**
 * The category filter (requirements §12.1): one choice among all categories, each with the number
 * of matches it would show. Native radio buttons: arrow keys move between them, a screen reader
 * reads "Processors, 3 matches". A category with no match cannot be chosen (unless it is chosen).
 */
export function CategoryFacets({ facets, value, onChange, total, className }: CategoryFacetsProps) {
  const { t, i18n } = useLingui();
  const option = (id: string | undefined, name: string, count: number) => {
    // Said in the reader's digits (requirements §16); the plural reads the number.
    const matchCount = screenDigits(count);
    return (
      <label key={id ?? 'all'} className={optionClass}>
        <span className="flex items-center gap-2">
          <input
            type="radio"
            name="category"
            className="size-4 accent-primary"
            checked={value === id}
            disabled={count === 0 && value !== id}
            onChange={() => onChange(id)}
          />
          {name}
        </span>
        <span
          className="tabular-nums text-ink-muted"
          aria-label={t`${plural(count, { one: `${matchCount} match`, other: `${matchCount} matches` })}`}
        >
          {formatCount(count)}
        </span>
      </label>
    );
  };
  return (
    <fieldset className={cn('grid gap-1', className)}>
      <legend className="mb-2 text-body-sm font-semibold text-ink">
        <Trans>Category</Trans>
      </legend>
      {option(undefined, t`All categories`, total)}
      {facets.map((facet) => option(facet.id, sayShared(i18n, categoryMessage(facet.id)), facet.count))}
    </fieldset>
  );
}
