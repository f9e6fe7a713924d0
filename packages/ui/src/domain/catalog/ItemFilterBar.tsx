import { Trans, useLingui } from '@lingui/react/macro';
import { categories, categoryMessage } from '@storefront/shared';
import { sayShared } from '../../i18n/translateMessage.ts';

import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Select } from '../../primitives/Select.tsx';
import { SearchField } from './SearchField.tsx';

export interface ItemFilters {
  category: string | undefined;
  lowStock: boolean;
}

export interface ItemFilterBarProps {
  /** The search box's text as typed (the app debounces it into the URL). */
  search: string;
  onSearchChange: (text: string) => void;
  filters: ItemFilters;
  onFiltersChange: (change: Partial<ItemFilters>) => void;
  className?: string;
}

/**
 * Manage Items' filters (requirements §12.10): search over name, description and SKU, one
 * category, and low stock only (what to restock first).
 */
export function ItemFilterBar({ search, onSearchChange, filters, onFiltersChange, className }: ItemFilterBarProps) {
  const { t, i18n } = useLingui();
  const categoryId = useId();
  return (
    <div className={cn('grid items-end gap-4 md:grid-cols-[1fr_14rem_auto]', className)}>
      <SearchField value={search} onChange={onSearchChange} label={t`Search items`} />
      <div className="grid gap-1.5">
        <label htmlFor={categoryId} className="text-body-sm font-medium text-ink">
          <Trans>Category</Trans>
        </label>
        <Select
          id={categoryId}
          value={filters.category ?? ''}
          onChange={(event) => onFiltersChange({ category: event.target.value || undefined })}
        >
          <option value="">{t`All categories`}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {sayShared(i18n, categoryMessage(category.id))}
            </option>
          ))}
        </Select>
      </div>
      <label className="flex h-10 cursor-pointer items-center gap-2 text-body-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.lowStock}
          onChange={(event) => onFiltersChange({ lowStock: event.target.checked })}
        />
        <Trans>Low stock only</Trans>
      </label>
    </div>
  );
}
