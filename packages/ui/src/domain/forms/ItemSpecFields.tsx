import { categories, normaliseSpecs, specAttributesOf, type Specs } from '@storefront/shared';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { screenDigits } from '../../i18n/digits.ts';
import { SpecFields, type SpecFieldValues } from '../specs/SpecFields.tsx';

/**
 * Every `specs.<key>` a server refusal may name (requirements §19.1): the item forms show each at
 * its field, whichever category is chosen.
 */
export const specFieldNames: readonly `specs.${string}`[] = [
  ...new Set(categories.flatMap((c) => specAttributesOf(c.id).map((a) => `specs.${a.key}` as const))),
];

/**
 * An item's specs as the fields hold them (the editor's starting values): numbers in the reader's
 * digits, as the item's other number fields are (requirements §16), yes/no as the select's values.
 */
export function specFormValues(specs: Specs): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(specs).map(([key, value]) => [
      key,
      typeof value === 'number' ? screenDigits(value) : typeof value === 'boolean' ? String(value) : value,
    ]),
  );
}

/**
 * The values typed for one category, carried to another: a key the new category has keeps its
 * value when the new category takes it (a processor's socket stays a board's), as the server's
 * editor does (requirements §19.1); every other field of the new category starts empty, so no
 * value of the old category is sent unseen.
 */
export function specsForCategory(category: string, typed: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    specAttributesOf(category).map((attribute) => {
      const value = typed[attribute.key];
      const fits = value !== undefined && normaliseSpecs(category, { [attribute.key]: value }).issues.length === 0;
      return [attribute.key, fits ? value : attribute.type === 'choices' ? [] : ''];
    }),
  );
}

/**
 * The item forms' specifications, below the spec's own fields: the chosen category's SpecFields
 * (none until a category is chosen), their values carried over when the category changes.
 */
export function ItemSpecFields() {
  const form = useFormContext<SpecFieldValues>();
  const category = useWatch({ control: form.control, name: 'category' });
  const shownFor = useRef(category);
  useEffect(() => {
    if (shownFor.current === category) return;
    shownFor.current = category;
    form.setValue('specs', specsForCategory(category, form.getValues('specs') ?? {}));
  }, [form, category]);
  return category ? <SpecFields /> : null;
}
