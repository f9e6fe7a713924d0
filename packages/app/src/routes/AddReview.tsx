import { zodResolver } from '@hookform/resolvers/zod';
import { apiPaths, reviewInputSchema, toasts } from '@storefront/shared';
import { Button, Card, CardContent, FormError, FormField, RatingInput, Textarea, toast } from '@storefront/ui';
import { useForm } from 'react-hook-form';
import { ApiError } from '../api/client.ts';
import { useRevalidate } from '../api/hooks.ts';
import { postReview } from '../api/mutations.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

interface ReviewValues {
  rating: string;
  description: string;
}

export function Component() {
  useDocumentTitle('Add Review');
  const revalidate = useRevalidate();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewValues, unknown, { rating: number; description: string }>({
    resolver: zodResolver(reviewInputSchema) as never,
    defaultValues: { rating: '', description: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await postReview(values);
      toast.success(toasts.reviewPosted);
      reset();
      await revalidate(apiPaths.reviews);
    } catch (cause) {
      if (cause instanceof ApiError) {
        for (const field of ['rating', 'description'] as const) {
          const message = cause.fieldErrors[field];
          if (message) setError(field, { message });
        }
      }
      setError('root', { message: cause instanceof Error ? cause.message : String(cause) });
    }
  });

  return (
    <section aria-labelledby="add-review-heading" className="flex flex-col gap-4">
      <h2 id="add-review-heading" className="text-heading font-bold text-ink">
        Add Review
      </h2>
      <Card className="max-w-xl">
        <CardContent>
          <form noValidate onSubmit={onSubmit} aria-label="Add Review" className="flex flex-col gap-4">
            <FormField label="Rating" error={errors.rating?.message} required hint="From 1 to 5, in steps of 0.1">
              <RatingInput {...register('rating')} />
            </FormField>
            <FormField label="Description" error={errors.description?.message} required>
              <Textarea placeholder="Tell others about the item and our service" {...register('description')} />
            </FormField>
            <FormError>{errors.root?.message}</FormError>
            <div>
              <Button type="submit" isLoading={isSubmitting} loadingLabel="Posting your review">
                Post Review
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
