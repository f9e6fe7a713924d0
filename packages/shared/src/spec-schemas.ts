// An item's specifications checked against its category's definition (requirements §19): one rule
// for the admin's forms and the server. Unknown keys, values outside a choice's options, numbers out
// of range and wrong types are refused with a message on `specs.<key>`; an empty value (blank,
// null, an empty list) leaves the attribute out. Numbers typed in Bangla digits are the same numbers.
import { z } from 'zod';
import { categoryMessage } from './catalog.ts';
import { toLatinDigits } from './digits.ts';
import { messages } from './messages.ts';
import { SPEC_TEXT_MAX, specAttributesOf, type SpecAttribute, type Specs, type SpecValue } from './specs.ts';

/** The specs as a body carries them, before the category's check: an object of at most 40 keys. */
export const specsInputSchema = z
  .record(z.string().max(40), z.unknown())
  .refine((v) => Object.keys(v).length <= 40, { message: messages.tooLarge(40) });

export interface SpecIssue {
  /** The attribute's key (the field is `specs.<key>`). */
  key: string;
  message: string;
}

const isEmpty = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number') return Number.isFinite(v) ? v : undefined;
  if (typeof v !== 'string') return undefined;
  const text = toLatinDigits(v.trim());
  if (!/^-?\d+(\.\d+)?$/.test(text)) return undefined;
  return Number(text);
}

/** One value checked and normalised, or the message saying what is wrong. */
function valueOf(attribute: SpecAttribute, raw: unknown): { value: SpecValue } | { message: string } {
  switch (attribute.type) {
    case 'choice': {
      const options = attribute.options ?? [];
      return typeof raw === 'string' && options.includes(raw.trim())
        ? { value: raw.trim() }
        : { message: messages.specChoice(options) };
    }
    case 'choices': {
      const options = attribute.options ?? [];
      const list = Array.isArray(raw) ? raw : [raw];
      if (!list.every((v): v is string => typeof v === 'string' && options.includes(v.trim())))
        return { message: messages.specChoices(options) };
      // In the definition's order, once each: the same set reads the same everywhere.
      const chosen = new Set(list.map((v) => v.trim()));
      return { value: options.filter((o) => chosen.has(o)) };
    }
    case 'number': {
      const min = attribute.min ?? 0;
      const max = attribute.max ?? Number.MAX_SAFE_INTEGER;
      const integer = attribute.integer ?? false;
      const n = numberOf(raw);
      if (n === undefined || n < min || n > max || (integer && !Number.isInteger(n)))
        return { message: messages.specNumber(min, max, integer) };
      return { value: n };
    }
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw };
      if (raw === 'true' || raw === 'false') return { value: raw === 'true' };
      return { message: messages.specYesNo };
    }
    case 'text': {
      if (typeof raw !== 'string') return { message: messages.tooLong(SPEC_TEXT_MAX) };
      const text = raw.trim().replace(/\s+/g, ' ');
      return text.length > SPEC_TEXT_MAX ? { message: messages.tooLong(SPEC_TEXT_MAX) } : { value: text };
    }
  }
}

/**
 * `raw` checked against `category`'s attributes: the normalised specs (in the definition's order,
 * empty values left out) and every issue found. Specs without a category are an issue of their own.
 */
export function normaliseSpecs(
  category: string | null | undefined,
  raw: Readonly<Record<string, unknown>>,
): { specs: Specs; issues: SpecIssue[] } {
  const attributes = specAttributesOf(category);
  const issues: SpecIssue[] = [];
  const specs: Record<string, SpecValue> = {};
  const given = Object.entries(raw).filter(([, v]) => !isEmpty(v));
  if (given.length > 0 && attributes.length === 0) {
    return { specs: {}, issues: given.map(([key]) => ({ key, message: messages.specNoCategory })) };
  }
  for (const [key] of given) {
    if (!attributes.some((a) => a.key === key))
      issues.push({ key, message: messages.specUnknown(categoryMessage(category).message) });
  }
  for (const attribute of attributes) {
    const v = raw[attribute.key];
    if (isEmpty(v)) continue;
    const checked = valueOf(attribute, v);
    if ('message' in checked) issues.push({ key: attribute.key, message: checked.message });
    else specs[attribute.key] = checked.value;
  }
  return { specs, issues };
}

/** zod's issues for a schema whose `specs` field depends on its `category` field (superRefine). */
export function addSpecIssues(
  ctx: z.RefinementCtx,
  category: string | null | undefined,
  raw: Readonly<Record<string, unknown>> | undefined,
): void {
  if (!raw) return;
  for (const issue of normaliseSpecs(category, raw).issues)
    ctx.addIssue({ code: 'custom', path: ['specs', issue.key], message: issue.message });
}
