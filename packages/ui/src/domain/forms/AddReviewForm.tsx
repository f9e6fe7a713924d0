import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { reviewInputSchema, type ReviewInput } from '@storefront/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { RatingInput } from '../../primitives/RatingInput.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';

const fields = ['rating', 'description'] as const;

export interface AddReviewFormProps {
  /**
   * Called with valid values; a returned promise keeps the button busy and clears the form when it
   * resolves. A rejection keeps the values and shows its `fieldErrors` at the fields (see
   * `SubmitError`), or its message under the form.
   */
  onSubmit: (values: ReviewInput) => void | Promise<unknown>;
  /** A server error message, shown in small red text. */
  error?: string | null;
  /** Clears the form after a successful submit. */
  resetOnSuccess?: boolean;
}

/** Add Review (requirements §2, §5): a rating from 1 to 5 in steps of 0.1 and a required description. */
export function AddReviewForm({ onSubmit, error, resetOnSuccess = true }: AddReviewFormProps) {
  const { t } = useLingui();
  const form = useForm({ resolver: zodResolver(reviewInputSchema), defaultValues: { rating: '', description: '' } });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard title={t`Add Review`} onSubmit={submitHandler(form, fields, onSubmit, { resetOnSuccess })}>
      <FormField label={t`Rating`} error={errors.rating?.message} hint={t`From 1 to 5, in steps of 0.1.`} required>
        <RatingInput {...form.register('rating')} />
      </FormField>
      <FormField label={t`Description`} error={errors.description?.message} required>
        <Textarea placeholder={t`How were the parts, the delivery, the support?`} {...form.register('description')} />
      </FormField>
      <FormError>{errors.root?.submit?.message ?? error}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting} loadingLabel={t`Posting your review`}>
        <Trans>Post Review</Trans>
      </Button>
    </FormCard>
  );
}
