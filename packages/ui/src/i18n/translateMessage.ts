// The shared messages in the reader's language (docs/requirements.md, "Languages"). The API and the
// zod schemas speak English (the spec's contract): a form's error, from the client's resolver or
// from a 400's field messages, and a toast arrive as English text. This finds the message that
// text is (exactly, or a template's pattern with its values read back) and says it in the active
// language; any other text is shown as it came.
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import {
  failureMessages,
  formatMessage,
  orderMessageDescriptors,
  orderStatusMessages,
  orderStatusWordMessages,
  screenFormat,
  toastMessages,
  toLocaleDigits,
  validation,
  type Locale,
  type MessageDescriptor,
} from '@storefront/shared';

interface Template {
  descriptor: MessageDescriptor;
  pattern: RegExp;
  names: string[];
  /** Text outside the placeholders: the more, the more specific the pattern. */
  literal: number;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

let exact: Map<string, MessageDescriptor> | undefined;
let templates: Template[] = [];

/** The known messages, read once: exact texts by their English, templates most specific first. */
function known(): Map<string, MessageDescriptor> {
  if (exact) return exact;
  exact = new Map();
  // The messages a form, a toast or an API's answer carries; the statuses as the values of others
  // ("Order CC-000042 is confirmed.").
  const descriptors = [
    validation,
    toastMessages,
    orderMessageDescriptors,
    failureMessages,
    orderStatusMessages,
    orderStatusWordMessages,
  ];
  for (const descriptor of descriptors.flatMap((group) => Object.values<MessageDescriptor>(group))) {
    const names = [...descriptor.message.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!exact.has(descriptor.message)) exact.set(descriptor.message, descriptor);
      continue;
    }
    // A value named twice ("Only {left} in stock: at most {left}...") must read the same both times.
    const seen: string[] = [];
    const source = descriptor.message
      .split(PLACEHOLDER)
      .map((part, i) => {
        if (i % 2 === 0) return escape(part);
        const before = seen.indexOf(part);
        if (before >= 0) return `\\${before + 1}`;
        seen.push(part);
        return '(.+?)';
      })
      .join('');
    const literal = descriptor.message.replace(PLACEHOLDER, '').length;
    templates.push({ descriptor, pattern: new RegExp(`^${source}$`, 's'), names: seen, literal });
  }
  templates = templates.sort((a, b) => b.literal - a.literal);
  return exact;
}

// A value the English wrote as a number ("20", "1,200", "12.5%") or an amount ("BDT 1,200"). Other
// values (a name, an SKU, an order's number) are what people or the store wrote, and keep their digits.
const NUMBER = /^[+-]?\d[\d,]*(?:\.\d+)?%?$/;
const AMOUNT = /^BDT (\d[\d,]*(?:\.\d+)?)$/;

/**
 * A value read back from an English message, as the reader's language and digits write it
 * (requirements §16, Numbers): a number in Bangla digits on a Bangla page unless the reader keeps
 * Latin ones, an amount with formatBdt's sign.
 */
function localValue(i18n: I18n, value: string): string {
  const format = { ...screenFormat(), locale: i18n.locale as Locale };
  if (NUMBER.test(value)) return toLocaleDigits(value, format);
  const amount = AMOUNT.exec(value);
  return amount ? `৳ ${toLocaleDigits(amount[1]!, format)}` : value;
}

/** `text` in `i18n`'s language when it is one of the shared messages; otherwise as it is. */
export function translateMessage(i18n: I18n, text: string): string {
  // English is the messages' own text; a message the catalog lacks stays English too.
  if (i18n.locale === 'en' || !text) return text;
  const found = known().get(text);
  if (found) return found.id in i18n.messages ? i18n._(found.id) : text;
  for (const { descriptor, pattern, names } of templates) {
    const match = pattern.exec(text);
    if (!match) continue;
    if (!(descriptor.id in i18n.messages)) return text;
    // A value may be a message itself (a refused order's reason), a number or an amount.
    const values = Object.fromEntries(
      names.map((name, i) => [name, localValue(i18n, translateMessage(i18n, match[i + 1]!))]),
    );
    return i18n._(descriptor.id, values);
  }
  return text;
}

/**
 * translateMessage in the screens' language, re-rendering when it changes; the text as it is
 * outside a LocaleProvider (a component rendered alone in a unit test).
 */
export function useTranslateMessage(): (text: string) => string {
  const context = useContext(LinguiContext);
  return (text) => (context ? translateMessage(context.i18n, text) : text);
}

/**
 * One of the shared words (a status, a category, a stock level, a count) in `i18n`'s language: its
 * English as the API says it, or the catalog's Bangla (English where the catalog lacks it).
 */
export function sayShared(
  i18n: I18n,
  descriptor: MessageDescriptor,
  values: Record<string, string | number> = {},
): string {
  if (i18n.locale === 'en' || !(descriptor.id in i18n.messages)) return formatMessage(descriptor, values);
  return i18n._(descriptor.id, values);
}

/** sayShared in the screens' language (English outside a LocaleProvider, as in a unit test). */
export function useSharedText(): (descriptor: MessageDescriptor, values?: Record<string, string | number>) => string {
  const context = useContext(LinguiContext);
  return (descriptor, values) =>
    context ? sayShared(context.i18n, descriptor, values) : formatMessage(descriptor, values);
}
