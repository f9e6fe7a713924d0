import { describe, expect, it } from 'vitest';
import { BUILD_MAX_PARTS, BUILD_NAME_MAX, buildCheckInputSchema, buildInputSchema } from './builds.ts';
import { messages } from './messages.ts';

const part = (item: string, quantity: unknown = 1) => ({ item, quantity });

/** The first message of each field, as the API's 400 answers them. */
function errorsOf(schema: typeof buildCheckInputSchema | typeof buildInputSchema, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('a build’s parts (requirements §19.4)', () => {
  it('take 1 to 30 parts, each item once', () => {
    const parts = (n: number) => Array.from({ length: n }, (_, i) => part(`item${i}`));
    expect(errorsOf(buildCheckInputSchema, { parts: [] })).toEqual({ parts: messages.buildNoParts });
    expect(buildCheckInputSchema.safeParse({ parts: parts(BUILD_MAX_PARTS) }).success).toBe(true);
    expect(errorsOf(buildCheckInputSchema, { parts: parts(BUILD_MAX_PARTS + 1) })).toEqual({
      parts: messages.buildTooManyParts(BUILD_MAX_PARTS),
    });
    expect(errorsOf(buildCheckInputSchema, { parts: [part('a'), part('a', 2)] })).toEqual({
      parts: messages.cartItemOnce,
    });
  });

  it('take a whole quantity from 1 to 99, typed in Bangla digits too', () => {
    expect(buildCheckInputSchema.parse({ parts: [part('a', 99), part('b', '২')] }).parts).toEqual([
      part('a', 99),
      part('b', 2),
    ]);
    expect(errorsOf(buildCheckInputSchema, { parts: [part('a', 100)] })).toEqual({
      'parts.0.quantity': messages.tooLarge(99),
    });
    expect(errorsOf(buildCheckInputSchema, { parts: [part('a', 0)] })).toEqual({
      'parts.0.quantity': messages.positiveQuantity,
    });
    expect(errorsOf(buildCheckInputSchema, { parts: [part('a', 2.5)] })).toEqual({
      'parts.0.quantity': messages.wholeNumber,
    });
    expect(errorsOf(buildCheckInputSchema, { parts: [{ item: 'a' }] })).toEqual({
      'parts.0.quantity': messages.quantityRequired,
    });
    expect(errorsOf(buildCheckInputSchema, { parts: [part('not an id')] })).toEqual({
      'parts.0.item': messages.invalidId,
    });
  });
});

describe('a saved build’s name', () => {
  it('is 1 to 80 characters on one line, trimmed', () => {
    const parts = [part('a')];
    expect(buildInputSchema.parse({ name: '  Office PC ', parts }).name).toBe('Office PC');
    expect(buildInputSchema.safeParse({ name: 'x'.repeat(BUILD_NAME_MAX), parts }).success).toBe(true);
    expect(errorsOf(buildInputSchema, { name: 'x'.repeat(BUILD_NAME_MAX + 1), parts })).toEqual({
      name: messages.tooLong(BUILD_NAME_MAX),
    });
    expect(errorsOf(buildInputSchema, { name: ' ', parts })).toEqual({ name: messages.buildNameRequired });
    expect(errorsOf(buildInputSchema, { name: 'Two\nlines', parts })).toEqual({ name: messages.singleLine });
  });
});
