import { zodResolver } from '@hookform/resolvers/zod';
import { apiPaths, itemFormSchema, messages, toasts, type ItemForm } from '@storefront/shared';
import { Button, Card, CardContent, FormError, FormField, Input, NumberInput, Textarea, toast } from '@storefront/ui';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../api/client.ts';
import { useRevalidate } from '../api/hooks.ts';
import { addItem } from '../api/mutations.ts';
import { uploadImage } from '../api/upload.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

interface ItemValues {
  name: string;
  image: FileList | File[] | undefined;
  short_description: string;
  min_order_quantity: string;
  available_quantity: string;
  price_per_unit: string;
}

const emptyValues: ItemValues = {
  name: '',
  image: undefined,
  short_description: '',
  min_order_quantity: '',
  available_quantity: '',
  price_per_unit: '',
};

const itemFields = ['name', 'short_description', 'min_order_quantity', 'available_quantity', 'price_per_unit'] as const;

/** The chosen image shown before upload; its object URL is released when it changes. */
function usePreview(files: ItemValues['image']): string | undefined {
  const file = files?.[0];
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}

export function Component() {
  useDocumentTitle('Add an Item');
  const revalidate = useRevalidate();
  const [progress, setProgress] = useState<number | null>(null);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ItemValues, unknown, ItemForm>({
    resolver: zodResolver(itemFormSchema) as never,
    defaultValues: emptyValues,
  });
  const preview = usePreview(useWatch({ control, name: 'image' }));

  const onSubmit = handleSubmit(async ({ image, ...fields }) => {
    const file = image[0];
    if (!file) return setError('image', { message: messages.itemImageRequired });
    let url: string;
    try {
      setProgress(0);
      url = await uploadImage(file, setProgress);
    } catch (cause) {
      setError('image', { message: cause instanceof Error ? cause.message : String(cause) });
      return;
    } finally {
      setProgress(null);
    }
    try {
      const answer = await addItem({ ...fields, image: url });
      if (!answer.insertedId) {
        toast.error(toasts.itemAddFailed);
        return;
      }
      toast.success(toasts.itemAdded);
      reset(emptyValues);
      await revalidate(apiPaths.items);
    } catch (cause) {
      if (cause instanceof ApiError) {
        for (const field of itemFields) {
          const message = cause.fieldErrors[field];
          if (message) setError(field, { message });
        }
      }
      setError('root', { message: cause instanceof Error ? cause.message : String(cause) });
      toast.error(toasts.itemAddFailed);
    }
  });

  return (
    <section aria-labelledby="add-item-heading" className="flex flex-col gap-4">
      <h2 id="add-item-heading" className="text-heading font-bold text-ink">
        Add an Item
      </h2>
      <Card className="max-w-2xl">
        <CardContent>
          <form noValidate onSubmit={onSubmit} aria-label="Add an Item" className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.name?.message} required className="sm:col-span-2">
              <Input placeholder="Item name" {...register('name')} />
            </FormField>
            <FormField
              label="Image"
              error={errors.image?.message}
              required
              hint="JPEG, PNG, WebP, AVIF or GIF"
              className="sm:col-span-2"
            >
              <Input type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/gif" {...register('image')} />
            </FormField>
            {preview ? (
              <img
                src={preview}
                alt="Preview of the chosen image"
                className="aspect-[4/3] w-full max-w-xs rounded-control border border-line object-cover sm:col-span-2"
              />
            ) : null}
            {progress !== null ? (
              <div className="flex flex-col gap-1 sm:col-span-2">
                <progress
                  aria-label="Uploading image"
                  max={100}
                  value={Math.round(progress * 100)}
                  className="h-2 w-full overflow-hidden rounded-pill [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-line [&::-webkit-progress-value]:bg-primary"
                />
                <span className="text-caption text-ink-muted">Uploading image: {Math.round(progress * 100)}%</span>
              </div>
            ) : null}
            <FormField
              label="Short description"
              error={errors.short_description?.message}
              required
              className="sm:col-span-2"
            >
              <Textarea placeholder="What the item is and what it is for" {...register('short_description')} />
            </FormField>
            <FormField label="Min order quantity" error={errors.min_order_quantity?.message} required>
              <NumberInput inputMode="numeric" step={1} min={1} {...register('min_order_quantity')} />
            </FormField>
            <FormField label="Available quantity" error={errors.available_quantity?.message} required>
              <NumberInput inputMode="numeric" step={1} min={0} {...register('available_quantity')} />
            </FormField>
            <FormField label="Price per unit" error={errors.price_per_unit?.message} required className="sm:col-span-2">
              <NumberInput step={0.01} min={0} suffix="BDT" {...register('price_per_unit')} />
            </FormField>
            <FormError className="sm:col-span-2">{errors.root?.message}</FormError>
            <div className="sm:col-span-2">
              <Button
                type="submit"
                isLoading={isSubmitting}
                loadingLabel={progress !== null ? 'Uploading the image' : 'Adding the item'}
              >
                Add Item
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
