import { Trans } from '@lingui/react/macro';
import { catalogSorts, sortMessages, type CatalogSort } from '@storefront/shared';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Select } from '../../primitives/Select.tsx';
import { useSharedText } from '../../i18n/translateMessage.ts';

export interface SortSelectProps {
  value: CatalogSort;
  onChange: (sort: CatalogSort) => void;
  /** The search has words: "Best match" is offered (without words it would be newest first). */
  hasWords?: boolean;
  className?: string;
}

/**
 * The catalog's order (requirements §12.1): best match (with words to match), newest, price low to
 * high, price high to low, name.
 */
export function SortSelect({ value, onChange, hasWords = false, className }: SortSelectProps) {
  const say = useSharedText();
  const id = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-body-sm font-medium whitespace-nowrap text-ink">
        <Trans>Sort by</Trans>
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as CatalogSort)}>
        {catalogSorts
          .filter((sort) => hasWords || sort !== 'relevance')
          .map((sort) => (
            <option key={sort} value={sort}>
              {say(sortMessages[sort])}
            </option>
          ))}
      </Select>
    </div>
  );
}
