// What a page says of itself in its `<head>` (requirements §12.3, §16): the browser tab's title,
// which the app sets as a screen shows (useDocumentTitle), and the description and preview texts
// search engines and link previews read from the HTML the server sends. Descriptors (the web's
// catalog), so the app and the server say the same words: the app through its catalog, the server
// (which runs no macros) through the Bangla the catalog compiles for it (server http/page-texts.ts).
import { company } from './company.ts';
import type { MessageDescriptor } from './descriptors.ts';
import type { Language } from './languages.ts';

export const pageHeadMessages = {
  tagline: /*i18n*/ { id: 'page.tagline', message: 'Computer parts made from A to Z' },
  homeDescription: /*i18n*/ {
    id: 'page.home.description',
    message:
      'Computer Club Manufacturers Ltd builds computer parts from A to Z. Browse our latest items, read customer reviews and place orders in BDT.',
  },
  homePreview: /*i18n*/ {
    id: 'page.home.preview',
    message: 'The ultimate club of computer manufacturing: latest items, reviews and offers.',
  },
  catalogTitle: /*i18n*/ { id: 'page.catalog.title', message: 'Products' },
  catalogDescription: /*i18n*/ {
    id: 'page.catalog.description',
    message: 'Every computer part we make, with prices in BDT: processors, graphics cards, memory, storage and more.',
  },
  /** An item's description for search results: its price, then its short description. */
  itemDescription: /*i18n*/ { id: 'page.item.description', message: '{price}. {description}' },
} satisfies Record<string, MessageDescriptor>;

/** The browser tab's title: a screen's own title and the store's name, or the store's name and tagline (home). */
export function documentTitle(title: string | undefined, tagline: string): string {
  return title ? `${title} | ${company.name}` : `${company.name} | ${tagline}`;
}

export interface LocalizableItem {
  name: string;
  short_description?: string;
  name_bn?: string | null;
  short_description_bn?: string | null;
}

/**
 * An item's name and short description as a page in `language` shows them (requirements §12.11): on
 * a Bangla page its Bangla ones, each where it has one, and the English where not.
 */
export function localizedItem<T extends LocalizableItem>(item: T, language: Language): T {
  if (language !== 'bn') return item;
  return {
    ...item,
    name: item.name_bn || item.name,
    ...(item.short_description === undefined
      ? {}
      : { short_description: item.short_description_bn || item.short_description }),
  };
}
