import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultAddress,
  formatBdt,
  orderFormSchema,
  orderQuantityError,
  toLatinDigits,
  unitPriceFor,
  type Item,
  type OrderForm,
} from '@storefront/shared';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { DistrictOption, SavedDelivery } from '../delivery/contract.ts';
import { useDistricts } from '../delivery/districts.tsx';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { DeliveryFields } from './DeliveryFields.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';
import { formatOrderTotal } from './orderTotal.ts';
import { screenDigits } from '../../i18n/digits.ts';

const fields = ['address', 'phone', 'district', 'quantity'] as const;

/** The order form's values (requirements §2), and the district when one is chosen (requirements §17). */
export type PlaceOrderValues = OrderForm & { district?: string | undefined };

/** What the form needs of the item ordered. */
export type OrderedItem = Pick<Item, 'price_per_unit' | 'min_order_quantity' | 'available_quantity'> &
  Partial<Pick<Item, 'price_tiers'>>;

export interface PlaceOrderFormProps {
  /** The buyer's email, prefilled from the account and disabled. */
  email: string;
  /** The buyer's display name, prefilled from the account and disabled. */
  name: string;
  /**
   * The item ordered: the quantity starts at its minimum order quantity, the hint gives its minimum
   * and stock, and the order total shows in BDT as the quantity changes, at the price of the volume
   * tier the quantity reaches (requirements §14.4).
   */
  item?: OrderedItem;
  /**
   * Also check the quantity against the item's minimum and stock before sending (shared
   * `orderQuantityError`). Off by default: requirements §5 leaves that to the server, whose refusal shows at
   * the quantity field.
   */
  checkLimits?: boolean;
  /**
   * Called with valid values; a returned promise keeps the button busy and clears the form when it
   * resolves. A rejection keeps the values and shows its `fieldErrors` at the fields (see
   * `SubmitError`), or its message under the form.
   */
  onSubmit: (values: PlaceOrderValues) => void | Promise<unknown>;
  /** A server error message, shown in small red text. */
  error?: string | null;
  /** Clears address and phone, and puts the quantity back to its start, after a successful submit. */
  resetOnSuccess?: boolean;
  /**
   * The buyer's saved addresses (requirements §14.7): "Deliver to" picks one, which fills address
   * and phone. The form starts from the default.
   */
  addresses?: readonly SavedDelivery[];
  /**
   * The districts (requirements §17; the DistrictsProvider's when left out): an addition to the spec's
   * form, optional, for the delivery charge. None, no picker.
   */
  districts?: readonly DistrictOption[];
  /** The district and quantity as they change: the delivery charge is quoted for them. */
  onDeliveryChange?: (change: { district: string; quantity: unknown }) => void;
  /** Under the order total: what the buyer will pay, delivery included (the delivery summary). */
  summary?: ReactNode;
}

/**
 * The purchase page's order form (requirements §2): email and name disabled; address, phone, quantity
 * required; the order total in BDT.
 */
export function PlaceOrderForm({
  email,
  name,
  item,
  checkLimits = false,
  onSubmit,
  error,
  resetOnSuccess = true,
  addresses = [],
  districts: given,
  onDeliveryChange,
  summary,
}: PlaceOrderFormProps) {
  const { t } = useLingui();
  const provided = useDistricts();
  const districts = given ?? provided;
  const start = defaultAddress(addresses) as SavedDelivery | undefined;
  const limits = checkLimits ? item : undefined;
  const schema = useMemo(() => {
    // The district is optional here: the spec's order goes without one (then charged as outside Dhaka).
    const withDistrict = orderFormSchema.extend({
      district: z.string().transform((v) => v || undefined),
    });
    return limits
      ? withDistrict.superRefine((values, ctx) => {
          const message = orderQuantityError(values.quantity, limits);
          if (message) ctx.addIssue({ code: 'custom', path: ['quantity'], message });
        })
      : withDistrict;
  }, [limits]);
  const form = useForm({
    resolver: zodResolver(schema),
    // A field is judged when first left, then as it changes: a message goes as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: {
      address: start?.address ?? '',
      phone: start?.phone ?? '',
      district: start?.district ?? '',
      // In the reader's digits, as the field takes them (requirements §16).
      quantity: item ? screenDigits(item.min_order_quantity) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [quantity, district] = useWatch({ control: form.control, name: ['quantity', 'district'] });
  useEffect(() => onDeliveryChange?.({ district, quantity }), [district, quantity, onDeliveryChange]);
  const total = item ? formatOrderTotal(item, quantity) : undefined;
  // With volume prices, which one the quantity reaches (requirements §14.4).
  const price =
    item?.price_tiers?.length && total
      ? formatBdt(unitPriceFor(item, Number(toLatinDigits(String(quantity)))))
      : undefined;
  const each = price === undefined ? undefined : t`${price} each`;
  const minimum = item && screenDigits(item.min_order_quantity);
  const available = item && screenDigits(item.available_quantity);
  return (
    <FormProvider {...form}>
      <FormCard title={t`Place your order`} onSubmit={submitHandler(form, fields, onSubmit, { resetOnSuccess })}>
        <FormField label={t`Email`}>
          <Input type="email" value={email} disabled readOnly />
        </FormField>
        <FormField label={t`Name`}>
          <Input value={name} disabled readOnly />
        </FormField>
        <DeliveryFields
          addresses={addresses}
          districts={districts.length ? districts : undefined}
          fields={{ address: form.register('address'), phone: form.register('phone') }}
        />
        <FormField
          label={t`Quantity`}
          error={errors.quantity?.message}
          hint={item ? t`Minimum order ${minimum}, available ${available}.` : undefined}
          required
        >
          <NumberInput inputMode="numeric" suffix={t`pcs`} {...form.register('quantity')} />
        </FormField>
        {item ? (
          <p
            className="flex items-baseline justify-between rounded-control bg-surface-muted p-3 text-body"
            aria-live="polite"
          >
            <span className="flex flex-col text-ink-muted">
              <Trans>Order total</Trans>
              {each ? <span className="text-caption">{each}</span> : null}
            </span>
            <output className="text-title font-bold text-primary">{total ?? '—'}</output>
          </p>
        ) : null}
        {summary}
        <FormError>{errors.root?.submit?.message ?? error}</FormError>
        <Button type="submit" size="lg" isLoading={isSubmitting} loadingLabel={t`Placing your order`}>
          <Trans>Place Order</Trans>
        </Button>
      </FormCard>
    </FormProvider>
  );
}
