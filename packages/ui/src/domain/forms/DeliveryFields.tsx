import type { SavedAddress } from '@storefront/shared';
import { useWatch, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { AddressPicker, NEW_ADDRESS } from './AddressPicker.tsx';

interface Delivery {
  address: string;
  phone: string;
}

export interface DeliveryFieldsProps<Values extends Delivery & FieldValues> {
  /** The form holding `address` and `phone` (the purchase form's, or checkout's). */
  form: UseFormReturn<Values>;
  /** The buyer's saved addresses (requirements §14.7): with any, `Deliver to` picks one. */
  addresses: readonly SavedAddress[];
  /**
   * The two fields as the form registered them, in its own render before the fields below these:
   * react-hook-form focuses the first invalid field in the order they were registered.
   */
  fields: { address: UseFormRegisterReturn<'address'>; phone: UseFormRegisterReturn<'phone'> };
}

/**
 * Where an order goes: `Deliver to` (the saved addresses, or a new one) above the address and phone
 * fields, the same on the purchase form and at checkout. Picking a saved address fills the fields,
 * `A new address` empties them for typing; and the picker follows the fields: the saved address
 * they hold, else a new one (typing into a saved address's text makes it new).
 */
export function DeliveryFields<Values extends Delivery & FieldValues>({
  form,
  addresses,
  fields,
}: DeliveryFieldsProps<Values>) {
  // react-hook-form cannot name a generic form's fields: this form has these two, as the bound says.
  const delivery = form as unknown as UseFormReturn<Delivery>;
  const { errors } = delivery.formState;
  const [address, phone] = useWatch({ control: delivery.control, name: ['address', 'phone'] });
  const deliverTo = addresses.find((a) => a.address === address && a.phone === phone)?._id ?? NEW_ADDRESS;
  return (
    <>
      {addresses.length ? (
        <AddressPicker
          addresses={addresses}
          value={deliverTo}
          onChange={(_, saved) => {
            const options = { shouldValidate: delivery.formState.isSubmitted };
            delivery.setValue('address', saved?.address ?? '', options);
            delivery.setValue('phone', saved?.phone ?? '', options);
          }}
        />
      ) : null}
      <FormField label="Address" error={errors.address?.message} required>
        <Input autoComplete="street-address" placeholder="Delivery address" {...fields.address} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} required>
        <Input type="tel" autoComplete="tel" placeholder="Phone number" {...fields.phone} />
      </FormField>
    </>
  );
}
