import { Trans, useLingui } from '@lingui/react/macro';
import { messages, specAttributesOf, type SpecAttribute, type Specs } from '@storefront/shared';
import { useId } from 'react';
import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { translateMessage } from '../../i18n/translateMessage.ts';
import { FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { Select } from '../../primitives/Select.tsx';
import { useSpecText } from './specText.ts';

/** What the item forms hold for these fields: the category and the specs as typed (`specs.<key>`). */
export interface SpecFieldValues {
  category: string;
  specs: Record<string, unknown>;
}

/**
 * An item's specs as the fields hold them (an item editor's default values): numbers and yes/no as
 * the text their fields show, lists as they are. The server reads them back (`normaliseSpecs`).
 */
export function specFieldValues(specs: Specs): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(specs).map(([key, value]) => [
      key,
      typeof value === 'number' || typeof value === 'boolean' ? String(value) : value,
    ]),
  );
}

function ChoicesField({ attribute, error }: { attribute: SpecAttribute; error: string | undefined }) {
  const { i18n } = useLingui();
  const form = useFormContext<SpecFieldValues>();
  const text = useSpecText();
  const errorId = useId();
  return (
    <fieldset
      className="grid gap-1.5 sm:col-span-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1.5 text-body-sm font-medium text-ink">{text.label(attribute)}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {(attribute.options ?? []).map((option) => (
          <label key={option} className="flex cursor-pointer items-center gap-2 text-body-sm text-ink">
            <input
              type="checkbox"
              value={option}
              className="size-4 accent-primary"
              {...form.register(`specs.${attribute.key}`)}
            />
            {text.option(attribute, option)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-caption font-medium text-danger">
          {translateMessage(i18n, error)}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * The admin's fields for an item's specifications (requirements §19.1), in Add Item and the item
 * editor: the chosen category's attributes as a select (one option), checkboxes (several), a number
 * with its unit (Bangla digits read too), yes/no, or text; each may stay empty. Inside the item
 * form's FormProvider, like ItemFields; a refusal on `specs.<key>` (the client's check or the
 * server's 400) shows at its field.
 */
export function SpecFields() {
  const { t, i18n } = useLingui();
  const form = useFormContext<SpecFieldValues>();
  const category = useWatch({ control: form.control, name: 'category' });
  const text = useSpecText();
  const attributes = specAttributesOf(category);
  const errors = form.formState.errors.specs as Record<string, FieldError | undefined> | undefined;
  // FormField says a shared message in the reader's language; the checkboxes' own line does too.
  const errorOf = (key: string) => errors?.[key]?.message || undefined;
  return (
    <fieldset className="grid gap-4 rounded-card border border-line p-4">
      <legend className="px-1 text-body font-semibold text-ink">
        <Trans>Specifications</Trans>
      </legend>
      {attributes.length === 0 ? (
        <p className="text-body-sm text-ink-muted">{translateMessage(i18n, messages.specNoCategory)}</p>
      ) : (
        <>
          <p className="text-caption text-ink-muted">
            <Trans>Leave empty what you do not know: the item page leaves it out.</Trans>
          </p>
          <div className="grid gap-4 sm:grid-cols-2">
            {attributes.map((attribute) => {
              const name = `specs.${attribute.key}` as const;
              const label = text.label(attribute);
              const error = errorOf(attribute.key);
              switch (attribute.type) {
                case 'choices':
                  return <ChoicesField key={attribute.key} attribute={attribute} error={error} />;
                case 'choice':
                  return (
                    <FormField key={attribute.key} label={label} error={error}>
                      <Select {...form.register(name)}>
                        <option value="">{t`Not given`}</option>
                        {(attribute.options ?? []).map((option) => (
                          <option key={option} value={option}>
                            {text.option(attribute, option)}
                          </option>
                        ))}
                      </Select>
                    </FormField>
                  );
                case 'boolean':
                  return (
                    <FormField key={attribute.key} label={label} error={error}>
                      <Select {...form.register(name)}>
                        <option value="">{t`Not given`}</option>
                        <option value="true">{t`Yes`}</option>
                        <option value="false">{t`No`}</option>
                      </Select>
                    </FormField>
                  );
                case 'number':
                  return (
                    <FormField key={attribute.key} label={label} error={error}>
                      <NumberInput suffix={attribute.unit} {...form.register(name)} />
                    </FormField>
                  );
                case 'text':
                  return (
                    <FormField key={attribute.key} label={label} error={error}>
                      <Input {...form.register(name)} />
                    </FormField>
                  );
              }
            })}
          </div>
        </>
      )}
    </fieldset>
  );
}
