import { deliverySchema, messages, type Delivery, type SavedAddress } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { useWatch, type FieldValues, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { Notice } from '../../primitives/Notice.tsx';
import { AddressPicker, NEW_ADDRESS } from './AddressPicker.tsx';

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

const deliveryFields = ['address', 'phone'] as const;

/**
 * Judges fields a saved address (or "Order again") filled in, as if typed and left: their messages
 * show now, and follow the typing from then on (the forms validate a touched field as it changes).
 */
function judge(form: UseFormReturn<Delivery>, names: readonly (keyof Delivery)[]) {
  for (const name of names) form.setValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: true });
}

/**
 * Where an order goes: `Deliver to` (the saved addresses, or a new one) above the address and phone
 * fields, the same on the purchase form and at checkout. Picking a saved address fills the fields,
 * `A new address` empties them for typing; and the picker follows the fields: the saved address
 * they hold, else a new one (typing into a saved address's text makes it new).
 *
 * An address saved, or an order placed, before a courier's rules (requirements §10 D21) may not
 * pass them: when the form starts from one, or one is picked, its fields say at once what to fix
 * (and a saved one says so above them); the messages then follow the typing.
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
  const saved = addresses.find((a) => a.address === address && a.phone === phone);
  const needsFixing = saved !== undefined && !deliverySchema.safeParse(saved).success;

  // What the form starts with is judged once; empty fields wait for the person (or the submit).
  const [startsFilled] = useState(() => deliveryFields.filter((name) => delivery.getValues(name) !== ''));
  useEffect(() => {
    if (!deliverySchema.safeParse(delivery.getValues()).success) judge(delivery, startsFilled);
  }, [delivery, startsFilled]);

  return (
    <>
      {addresses.length ? (
        <AddressPicker
          addresses={addresses}
          value={saved?._id ?? NEW_ADDRESS}
          onChange={(_, picked) => {
            delivery.setValue('address', picked?.address ?? '', { shouldDirty: true });
            delivery.setValue('phone', picked?.phone ?? '', { shouldDirty: true });
            if (picked || delivery.formState.isSubmitted) judge(delivery, deliveryFields);
            else delivery.clearErrors([...deliveryFields]);
          }}
        />
      ) : null}
      {needsFixing ? <Notice tone="warning">{messages.savedAddressNeedsFixing(saved.label)}</Notice> : null}
      <FormField label="Address" error={errors.address?.message} required>
        <Input autoComplete="street-address" placeholder="Delivery address" {...fields.address} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} required>
        <Input type="tel" autoComplete="tel" placeholder="Phone number" {...fields.phone} />
      </FormField>
    </>
  );
}
