import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { defaultAddress, deliverySchema, type Delivery, type SavedAddress } from '@storefront/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError } from '../../primitives/FormField.tsx';
import { DeliveryFields } from '../forms/DeliveryFields.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

const fields = ['address', 'phone'] as const;

export interface CheckoutFormProps {
  /** The buyer's saved addresses, the default first: the form starts from the default. */
  addresses?: readonly SavedAddress[];
  /** Sends the order; a rejection keeps the values and shows at the fields it names, else under the form. */
  onSubmit: (values: Delivery) => Promise<unknown>;
  /** Lines that must change first: the button is disabled and says so. */
  blocked?: boolean;
}

/**
 * Checkout (requirements §14.2): one delivery address and phone for the whole cart (a saved one
 * picked, or a new one typed) and Place order. The button stays busy while the order is sent, so
 * a double click sends it once (the server's idempotency key covers a retry).
 */
export function CheckoutForm({ addresses = [], onSubmit, blocked = false }: CheckoutFormProps) {
  const { t } = useLingui();
  const start = defaultAddress(addresses);
  const form = useForm({
    resolver: zodResolver(deliverySchema),
    // A field is judged when first left, then as it changes: a message goes as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: { address: start?.address ?? '', phone: start?.phone ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t`Checkout`}
        className="flex flex-col gap-3"
        onSubmit={submitHandler(form, fields, onSubmit)}
      >
        <DeliveryFields
          addresses={addresses}
          fields={{ address: form.register('address'), phone: form.register('phone') }}
        />
        <FormError>{errors.root?.submit?.message}</FormError>
        <Button
          type="submit"
          size="lg"
          isLoading={isSubmitting}
          loadingLabel={t`Placing your order`}
          disabled={blocked}
        >
          <Trans>Place order</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}
