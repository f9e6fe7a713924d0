import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { defaultAddress, deliverySchema, poNumberSchema, toLatinDigits, type Delivery } from '@storefront/shared';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import type { DistrictOption, SavedDelivery } from '../delivery/contract.ts';
import { useDistricts } from '../delivery/districts.tsx';
import { DeliveryFields } from '../forms/DeliveryFields.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

const fields = ['address', 'phone', 'district', 'buyer_bin', 'po_number'] as const;

/** What checkout sends of the form (requirements §14.2, §17): where, and the buyer's BIN and PO number if any. */
export interface CheckoutValues extends Delivery {
  district: string;
  /** The 13 digits of the buyer's BIN, or undefined when none was given. */
  buyer_bin?: string | undefined;
  /** The buyer's purchase-order number, trimmed (requirements §20.6), or undefined when none was given. */
  po_number?: string | undefined;
}

export interface CheckoutFormProps {
  /** The buyer's saved addresses, the default first: the form starts from the default. */
  addresses?: readonly SavedDelivery[];
  /** The districts, named in the reader's language (requirements §17); the DistrictsProvider's when left out. */
  districts?: readonly DistrictOption[];
  /** The district chosen, as it changes: the delivery charge is quoted for it. */
  onDistrictChange?: (district: string) => void;
  /** Sends the order; a rejection keeps the values and shows at the fields it names, else under the form. */
  onSubmit: (values: CheckoutValues) => Promise<unknown>;
  /** Lines that must change first: the button is disabled and says so. */
  blocked?: boolean;
  /** Above Place order: what the buyer will pay (the delivery summary). */
  summary?: ReactNode;
}

/** A BIN as people write it ("000123456-0101", "০০০১২৩..."): its digits when there are 13 of them. */
const binDigits = (written: string) => toLatinDigits(written).replace(/[\s-]/g, '');

/** Reports the district as it changes, from inside the form. */
function DistrictWatch({ onChange }: { onChange: (district: string) => void }) {
  const district = useWatch<{ district: string }, 'district'>({ name: 'district' });
  useEffect(() => onChange(district), [district, onChange]);
  return null;
}

/**
 * Checkout (requirements §14.2, §17): one delivery address, phone and district for the whole cart (a
 * saved one picked, or a new one typed), a business buyer's BIN for a VAT invoice in their company's
 * name and their purchase-order number for the invoice (§20.6), what it all comes to, and Place order. The button stays busy while the order is sent, so a
 * double click sends it once (the server's idempotency key covers a retry).
 */
export function CheckoutForm({
  addresses = [],
  districts: given,
  onDistrictChange,
  onSubmit,
  blocked = false,
  summary,
}: CheckoutFormProps) {
  const { t } = useLingui();
  const provided = useDistricts();
  const districts = given ?? provided;
  const start = defaultAddress(addresses) as SavedDelivery | undefined;
  const schema = useMemo(() => {
    const binMessage = t`Enter the 13-digit BIN`;
    return deliverySchema.extend({
      district: z.string().min(1, t`Choose a district`),
      buyer_bin: z
        .string()
        .transform(binDigits)
        .refine((v) => v === '' || /^\d{13}$/.test(v), binMessage)
        .transform((v) => v || undefined),
      // The shared rule, as the server judges it (its message is shared's, shown translated).
      po_number: poNumberSchema,
    });
  }, [t]);
  const form = useForm({
    resolver: zodResolver(schema),
    // A field is judged when first left, then as it changes: a message goes as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: {
      address: start?.address ?? '',
      phone: start?.phone ?? '',
      district: start?.district ?? '',
      buyer_bin: '',
      po_number: '',
    },
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
          districts={districts}
          districtRequired
          fields={{ address: form.register('address'), phone: form.register('phone') }}
        />
        {onDistrictChange ? <DistrictWatch onChange={onDistrictChange} /> : null}
        <FormField
          label={t`BIN (for a VAT invoice in your company's name)`}
          error={errors.buyer_bin?.message}
          hint={t`Optional: the 13 digits of your company's Business Identification Number.`}
        >
          <Input inputMode="numeric" autoComplete="off" spellCheck={false} {...form.register('buyer_bin')} />
        </FormField>
        <FormField
          label={t`Purchase order number (optional)`}
          error={errors.po_number?.message}
          hint={t`Your company's reference for this order: we print it on the invoice.`}
        >
          <Input autoComplete="off" spellCheck={false} {...form.register('po_number')} />
        </FormField>
        {summary}
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
