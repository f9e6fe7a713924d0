// fast-check arbitraries for hostile input: wrong types, edge numbers, huge and empty strings,
// Unicode, prototype keys; and helpers to put them into JSON, query strings and paths.
import fc from 'fast-check';

export const edgeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  0.5,
  0.1 + 0.2,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  1_000_000,
  1_000_001,
  100_000_000,
  100_000_000.01,
  4.999999,
  5.05,
  0.95,
);

export const nastyString = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\u202eevil',
  '\ud800',
  '\udfff\ud800',
  '\uffff',
  '\u200b',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE items; --",
  '" OR ""="',
  '../../../etc/passwd',
  '%00',
  '${7*7}',
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '1_000',
  ' 5 ',
  '5.0',
  '٣',
  '１２',
  'javascript:alert(1)',
  'https://',
  'http://127.0.0.1:1/',
  'data:text/html,<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'true',
  'admin',
  'a@b.c',
  'ADMIN@EXAMPLE.COM',
  'x@example.com\r\nBcc: y@example.com',
  // Bangla (requirements §12.11): a word, a prefix, one typed with a joiner, lone marks, digits, a danda.
  'গ্রাফিক্স কার্ড',
  'গ্রাফি',
  'র\u200d্যাম',
  '্',
  'ে\u09be\u09bc',
  '০১২৩৪৫৬৭৮৯',
  'প্রসেসর।',
  '"গ্রাফি"* OR (কার্ড:*) & !x',
);

/** Characters of Bangla text and what it is mixed with: letters, marks, joiners, digits, punctuation. */
const banglaUnit = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 0x0980, max: 0x09ff }).map((c) => String.fromCodePoint(c)) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('\u200c', '\u200d', ' ', '।', '-', '"', '*', ':', "'", '(', ')', '&', '|', '!', '\\'),
  },
  { weight: 1, arbitrary: fc.constantFrom('a', 'Z', '9', '\u0301', '😀', '\u0000', '%') },
);

/** Bangla-like search text, up to `maxLength` characters: assigned and unassigned code points, mixed scripts. */
export const banglaText = (maxLength: number) => fc.string({ unit: banglaUnit, maxLength });

export const hugeString = fc.constantFrom(
  'x'.repeat(10_001),
  'é'.repeat(50_000),
  '😀'.repeat(20_000),
  ' '.repeat(300_000),
);

/** Any hostile JSON value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 1, arbitrary: hugeString },
  { weight: 3, arbitrary: edgeNumber },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 2, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }) },
);

/** Keys an attacker adds: prototype pollution and mass assignment. */
export const extraKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'isAdmin',
    'role',
    'admin',
    '_id',
    'id',
    'seq',
    'user',
    'user_email',
    'available_quantity',
    'deleted_at',
    'email',
  ),
  fc.string({ maxLength: 12 }),
);

/** An object whose keys are all own, enumerable properties (so "__proto__" reaches the JSON text). */
export function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
}

/** A body built from a valid one: some fields dropped, some replaced by hostile values, some extra keys. */
export function mutatedBody(valid: Record<string, unknown>, fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const names = [...new Set([...Object.keys(valid), ...fields])];
  return fc
    .record({
      dropped: fc.subarray(names),
      replaced: fc.array(fc.tuple(fc.constantFrom(...names), hostileValue), { maxLength: 3 }),
      extra: fc.array(fc.tuple(extraKey, hostileValue), { maxLength: 2 }),
    })
    .map(({ dropped, replaced, extra }) => {
      const entries = new Map<string, unknown>(Object.entries(valid).filter(([k]) => !dropped.includes(k)));
      for (const [k, v] of replaced) entries.set(k, v);
      for (const [k, v] of extra) entries.set(k, v);
      return ownObject([...entries]);
    });
}

/** Percent-encodes every byte of the UTF-8 form (works for lone surrogates too, as U+FFFD). */
export function percentEncodeAll(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

export function encodeLoosely(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return percentEncodeAll(value);
  }
}

/** A path segment: an encoded hostile string or a raw malformed one. */
export const pathSegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .oneof(nastyString, fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }))
      .map(encodeLoosely),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }).map(percentEncodeAll) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%E0%A4%A',
      '%00',
      '%2e%2e',
      '%2F',
      'a%2Fb',
      '..%2F..%2Fpackage.json',
      ';x=1',
      '%F0%9F%98%80',
      'x'.repeat(3000),
      '%C0%AE%C0%AE',
      '%25',
      '+',
      '%20',
    ),
  },
);

/** A query string over the documented parameters plus hostile extras. */
export function queryString(params: string[]): fc.Arbitrary<string> {
  const value = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.oneof(nastyString, edgeNumber.map(String), fc.string({ maxLength: 20 })).map(encodeLoosely),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '%',
        '%zz',
        '',
        '1&1',
        '-1',
        '101',
        '1.5',
        '99999999999999999999',
        'true',
        '1',
        '0',
        'a@b.co',
      ),
    },
  );
  const param = params.length
    ? fc.tuple(fc.constantFrom(...params), value).map(([k, v]) => `${k}=${v}`)
    : fc.constant('');
  const extra = fc.constantFrom(
    '__proto__[admin]=1',
    'constructor[prototype][admin]=1',
    'latest[]=1',
    'limit[]=5',
    'user[$ne]=x',
    '=',
    '&&&',
    'a'.repeat(2000) + '=1',
  );
  return fc
    .array(fc.oneof({ weight: 4, arbitrary: param }, { weight: 1, arbitrary: extra }), { maxLength: 4 })
    .map((parts) => parts.filter(Boolean).join('&'));
}
