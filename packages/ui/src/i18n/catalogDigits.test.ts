import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A number a message prints must come written in the reader's digits (requirements §16, Numbers):
// Lingui prints a raw number as it is, in 0-9, so a Bangla page would show "2টি লাইনে". A plural's
// own count is the raw number its rules need; the message prints `#` (Intl, in the language's
// digits and the reader's setting) or a value written by a digits helper (formatCount,
// screenDigits), never the count itself.

const catalog = (locale: string) => readFileSync(new URL(`../locales/${locale}.po`, import.meta.url), 'utf8');

/** Each message and its translation, unescaped. */
function entries(po: string): { id: string; str: string }[] {
  const unquote = (text: string) => JSON.parse(`"${text}"`) as string;
  return [...po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)].map(([, id, str]) => ({
    id: unquote(id!),
    str: unquote(str!),
  }));
}

/** The plural counts a message prints as plain placeholders (`{n}` where it says `{n, plural, ...}`). */
function rawCounts(message: string): string[] {
  const counts = [...message.matchAll(/\{(\w+), (?:plural|selectordinal),/g)].map((match) => match[1]!);
  // `{n}` not a branch's text: "other {lines}" is the word.
  return [...new Set(counts)].filter((name) =>
    new RegExp(`(?<!(?:zero|one|two|few|many|other|=\\d+) )\\{${name}\\}`).test(message),
  );
}

describe('the catalogs', () => {
  it("print no plural's count raw, in English or Bangla", () => {
    const found = entries(catalog('bn')).flatMap(({ id, str }) =>
      [...new Set([...rawCounts(id), ...rawCounts(str)])].map((name) => `${name} in ${id}`),
    );
    expect(found).toEqual([]);
  });
});
