import { LinguiContext } from '@lingui/react';
import { localizedItem, type LocalizableItem } from '@storefront/shared';
import { useContext } from 'react';

/**
 * An item as a page in the screens' language shows it (requirements §12.11): on a Bangla page its
 * Bangla name and short description, each where it has one, and the English where not.
 */
export function useLocalizedItem<T extends LocalizableItem>(item: T): T {
  return localizedItem(item, useContext(LinguiContext)?.i18n.locale === 'bn' ? 'bn' : 'en');
}
