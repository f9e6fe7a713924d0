import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';

interface Texts {
  name: string;
  short_description?: string;
  name_bn?: string | null;
  short_description_bn?: string | null;
}

/**
 * An item as a page in the screens' language shows it (requirements §12.11): on a Bangla page its
 * Bangla name and short description, each where it has one, and the English where not.
 */
export function useLocalizedItem<T extends Texts>(item: T): T {
  const locale = useContext(LinguiContext)?.i18n.locale;
  if (locale !== 'bn') return item;
  return {
    ...item,
    name: item.name_bn || item.name,
    ...(item.short_description === undefined
      ? {}
      : { short_description: item.short_description_bn || item.short_description }),
  };
}
