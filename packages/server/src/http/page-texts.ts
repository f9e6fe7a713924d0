// The words the server writes into a page's head in the page's language (requirements §16): the
// shared descriptors (shared page-heads.ts, the categories), said in English by their own message
// and in Bangla by the web catalog's translation, compiled for the server into page-texts.bn.ts
// (scripts/compile-email-catalog.mjs; the server runs no macros and reads no PO file).
import { formatMessage, type Language, type MessageDescriptor } from '@storefront/shared';
import { messages as bangla } from './page-texts.bn.ts';

/** `descriptor` in `language` with its `{name}` values filled; English where the catalog has no translation. */
export function sayPageText(
  language: Language,
  descriptor: MessageDescriptor,
  values?: Record<string, string | number>,
): string {
  const translated = language === 'bn' ? bangla[descriptor.id] : undefined;
  return formatMessage(translated === undefined ? descriptor : { id: descriptor.id, message: translated }, values);
}
