import { useLingui } from '@lingui/react/macro';
import { deliverySchema, messages, type Delivery } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { Controller, useFormContext, useWatch, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { FormField } from '../../primitives/FormField.tsx';
import type { DistrictOption, SavedDelivery } from '../delivery/contract.ts';
import { DistrictPicker } from '../delivery/DistrictPicker.tsx';
import { Input } from '../../primitives/Input.tsx';
import { Notice } from '../../primitives/Notice.tsx';
import { AddressPicker, NEW_ADDRESS } from './AddressPicker.tsx';

/** The form's delivery values: the district beside the address and phone where the form asks for it. */
type DeliveryValues = Delivery & { district?: string };

export interface DeliveryFieldsProps {
  /** The buyer's saved addresses (requirements §14.7): with any, `Deliver to` picks one. */
  addresses: readonly SavedDelivery[];
  /**
   * The districts (requirements §17): given, a District picker follows the phone, and a saved address
   * picked fills it (one saved without a district asks for it).
   */
  districts?: readonly DistrictOption[] | undefined;
  /** The district must be chosen (checkout); on the spec's purchase page it is an addition. */
  districtRequired?: boolean;
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
function judge(
  form: Pick<UseFormReturn<DeliveryValues>, 'getValues' | 'setValue'>,
  names: readonly (keyof Delivery)[],
) {
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
 *
 * Inside the form's FormProvider (as shadcn/ui's fields): the purchase form's or checkout's, which
 * both hold `address` and `phone`.
 */
export function DeliveryFields({ addresses, fields, districts, districtRequired = false }: DeliveryFieldsProps) {
  const { t } = useLingui();
  const delivery = useFormContext<DeliveryValues>();
  // The form's own functions, the same on every render (the context's object is new at each of the form's).
  const { control, getValues, setValue, setError, clearErrors } = delivery;
  const { errors } = delivery.formState;
  const [address, phone] = useWatch({ control, name: ['address', 'phone'] });
  const saved = addresses.find((a) => a.address === address && a.phone === phone);
  const needsFixing = saved !== undefined && !deliverySchema.safeParse(saved).success;

  // What the form starts with is judged once; empty fields wait for the person (or the submit).
  const [startsFilled] = useState(() => deliveryFields.filter((name) => getValues(name) !== ''));
  useEffect(() => {
    if (!deliverySchema.safeParse(getValues()).success) judge({ getValues, setValue }, startsFilled);
  }, [getValues, setValue, startsFilled]);

  // A saved address the form starts from that has no district yet asks for one at once (requirements §17).
  const [startsWithoutDistrict] = useState(() =>
    Boolean(districts && saved && !saved.district && !getValues('district')),
  );
  useEffect(() => {
    if (startsWithoutDistrict) setError('district', { type: 'saved', message: t`Choose the district to deliver here` });
  }, [startsWithoutDistrict, setError, t]);

  return (
    <>
      {addresses.length ? (
        <AddressPicker
          addresses={addresses}
          value={saved?._id ?? NEW_ADDRESS}
          onChange={(_, picked) => {
            setValue('address', picked?.address ?? '', { shouldDirty: true });
            setValue('phone', picked?.phone ?? '', { shouldDirty: true });
            if (picked || delivery.formState.isSubmitted) judge({ getValues, setValue }, deliveryFields);
            else clearErrors([...deliveryFields]);
            if (districts && picked) {
              // A saved address brings its district; one saved before districts asks for it (requirements §17).
              setValue('district', picked.district ?? '', { shouldDirty: true });
              if (picked.district) clearErrors('district');
              else setError('district', { type: 'saved', message: t`Choose the district to deliver here` });
            }
          }}
        />
      ) : null}
      {needsFixing ? <Notice tone="warning">{messages.savedAddressNeedsFixing(saved.label)}</Notice> : null}
      <FormField label={t`Address`} error={errors.address?.message} required>
        <Input autoComplete="street-address" placeholder={t`Delivery address`} {...fields.address} />
      </FormField>
      <FormField label={t`Phone`} error={errors.phone?.message} required>
        <Input type="tel" autoComplete="tel" placeholder={t`Phone number`} {...fields.phone} />
      </FormField>
      {districts ? (
        <Controller
          control={control}
          name="district"
          render={({ field, fieldState }) => (
            <FormField
              label={t`District`}
              error={fieldState.error?.message}
              hint={districtRequired ? undefined : t`The delivery charge depends on it.`}
              required={districtRequired}
            >
              <DistrictPicker
                districts={districts}
                value={field.value}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(key) => {
                  field.onChange(key);
                  clearErrors('district');
                }}
              />
            </FormField>
          )}
        />
      ) : null}
    </>
  );
}
