// Messages as the catalogs hold them (docs/requirements.md, "Languages"). The shared words (the
// validation messages, toasts, the API's order errors, statuses and labels) are written once each,
// as a descriptor: an explicit id and the English in ICU form, `{name}` for each value, marked
// `/*i18n*/` for `pnpm i18n:extract` (the web's catalog). The API and the schemas say the English
// (formatMessage); the ui says them in the reader's language (translateMessage, or i18n._(descriptor)).
// Its own small file: the home page's cards read labels without carrying every validation message.

export interface MessageDescriptor {
  readonly id: string;
  readonly message: string;
}

/** A descriptor's English with its `{name}` placeholders filled: what the API and the schemas say. */
export function formatMessage(descriptor: MessageDescriptor, values: Record<string, string | number> = {}): string {
  return descriptor.message.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
}

/** Each descriptor's English, by the same key. */
export const englishOf = <T extends Record<string, MessageDescriptor>>(descriptors: T) =>
  Object.fromEntries(Object.entries(descriptors).map(([key, { message }]) => [key, message])) as {
    readonly [K in keyof T]: T[K]['message'];
  };
