import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { errorMessage } from '@storefront/shared';

/**
 * What a form's `onSubmit` rejects with to put a refusal where it belongs: each message of
 * `fieldErrors` (by field name, as the API answers them) at its field, otherwise the message under
 * the form. Any error with an own `fieldErrors` record is read the same way (the app's ApiError is).
 */
export class SubmitError extends Error {
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(message: string, fieldErrors: Record<string, string> = {}) {
    super(message);
    this.name = 'SubmitError';
    this.fieldErrors = fieldErrors;
  }
}

/** The messages by field a rejection carries (none for a plain error). */
function fieldErrorsOf(cause: unknown): Record<string, string> {
  if (typeof cause !== 'object' || cause === null || !('fieldErrors' in cause)) return {};
  const { fieldErrors } = cause;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  return Object.fromEntries(
    Object.entries(fieldErrors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !!entry[1],
    ),
  );
}

/**
 * The form's submit handler: valid values go to `onSubmit`. When it resolves the form clears (with
 * `resetOnSuccess`); when it rejects, what was typed stays and the refusal shows at the fields it
 * names among `fields`, or as the form's error (`errors.root.submit`, cleared by the next submit).
 */
export function submitHandler<TFieldValues extends FieldValues, TContext, TValues>(
  form: UseFormReturn<TFieldValues, TContext, TValues>,
  fields: readonly FieldPath<TFieldValues>[],
  onSubmit: (values: TValues) => void | Promise<unknown>,
  { resetOnSuccess = false }: { resetOnSuccess?: boolean } = {},
) {
  return form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (cause) {
      const byField = fieldErrorsOf(cause);
      const atFields = fields.filter((field) => byField[field]);
      for (const field of atFields) form.setError(field, { type: 'server', message: byField[field] });
      if (!atFields.length) {
        form.setError('root.submit', {
          type: 'server',
          message: errorMessage(cause),
        });
      }
      return;
    }
    if (resetOnSuccess) form.reset();
  });
}
