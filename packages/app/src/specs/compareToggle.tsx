// Compare on a card or an item page (requirements §19.2), wired to the shopper's compare list.
import { useLingui } from '@lingui/react';
import { localizedItem, type Item } from '@storefront/shared';
import { CompareToggle } from '@storefront/ui';
import { toggleInCompare, useCompare } from './compareList.ts';

type Comparable = Pick<Item, '_id' | 'name' | 'name_bn' | 'category' | 'image'>;

/** The Compare toggle for `item`: ticked while it is in the list; a refusal is said by the tray. */
export function ItemCompareToggle({ item, className }: { item: Comparable; className?: string }) {
  const { items } = useCompare();
  const { i18n } = useLingui();
  // The name the page shows (its Bangla one on a Bangla page), in the toggle's name and the tray.
  const { name } = localizedItem(item, i18n.locale === 'bn' ? 'bn' : 'en');
  return (
    <CompareToggle
      name={name}
      checked={items.some((entry) => entry._id === item._id)}
      onChange={() => toggleInCompare({ _id: item._id, name, category: item.category, image: item.image })}
      className={className}
    />
  );
}
