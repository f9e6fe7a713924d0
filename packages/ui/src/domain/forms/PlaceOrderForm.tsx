import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultAddress,
  formatBdt,
  messages,
  orderFormSchema,
  orderQuantityError,
  poNumberSchema,
  readerPriceTable,
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
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { DeliveryFields } from './DeliveryFields.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';
import { formatOrderTotal } from './orderTotal.ts';
import { screenDigits } from '../../i18n/digits.ts';

const fields = ['address', 'phone', 'district', 'quantity', 'po_number'] as const;

/**
 * The order form's values (requirements §2), the district when one is chosen (requirements §17) and
 * the purchase-order number when the form asks for one and it was given (§20.6).
 */
export type PlaceOrderValues = OrderForm & { district?: string | undefined; po_number?: string | undefined };

/** What the form needs of the item ordered; a group member's answer carries their prices too (§20.5). */
export type OrderedItem = Pick<Item, 'price_per_unit' | 'min_order_quantity' | 'available_quantity'> &
  Partial<Pick<Item, 'price_tiers' | 'your_price' | 'your_price_tiers'>>;

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
  /**
   * The purchase-order number field (requirements §20.6): `optional`, or `required` when the buyer's
   * company asks for one on every order (§20.8); left out, no field (the spec's form).
   */
  poNumber?: 'optional' | 'required' | undefined;
}

/**
 * The purchase page's order form (requirements §2): email and name disabled; address, phone, quantity
 * required; the order total in BDT. A customer group member's total is at their own prices (the
 * item's `your_price` and tiers, requirements §20.5), marked `Your price` beside the public total.
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
  poNumber,
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
      // The shared rule, as the server judges it; without the field, nothing to judge.
      po_number: poNumber ? poNumberSchema : z.unknown().transform(() => undefined),
    });
    return withDistrict.superRefine((values, ctx) => {
      const message = limits && orderQuantityError(values.quantity, limits);
      if (message) ctx.addIssue({ code: 'custom', path: ['quantity'], message });
      if (poNumber === 'required' && values.po_number === undefined)
        ctx.addIssue({ code: 'custom', path: ['po_number'], message: messages.poNumberRequired });
    });
  }, [limits, poNumber]);
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
      po_number: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [quantity, district] = useWatch({ control: form.control, name: ['quantity', 'district'] });
  useEffect(() => onDeliveryChange?.({ district, quantity }), [district, quantity, onDeliveryChange]);
  // A member's own prices where the item answer carries them (requirements §20.5), else the public ones.
  const prices = item && { ...item, ...readerPriceTable(item) };
  const isMember = item?.your_price !== undefined;
  const total = prices ? formatOrderTotal(prices, quantity) : undefined;
  const publicPrice = isMember && total ? formatOrderTotal(item, quantity) : undefined;
  // With volume prices (requirements §14.4), or a member's own, which one the quantity reaches.
  const price =
    prices && (prices.price_tiers?.length || isMember) && total
      ? formatBdt(unitPriceFor(prices, Number(toLatinDigits(String(quantity)))))
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
        {publicPrice && publicPrice !== total ? (
          <p className="-mt-2 flex flex-wrap items-center justify-end gap-x-2 gap-y-1 px-3 text-body-sm text-ink-muted tabular-nums">
            <Badge variant="success">
              <Trans>Your price</Trans>
            </Badge>
            <span>
              <Trans>
                Public price <s>{publicPrice}</s>
              </Trans>
            </span>
          </p>
        ) : null}
        {poNumber ? (
          <FormField
            label={poNumber === 'required' ? t`Purchase order number` : t`Purchase order number (optional)`}
            error={errors.po_number?.message}
            hint={t`Your company's reference for this order: we print it on the invoice.`}
            required={poNumber === 'required'}
          >
            <Input autoComplete="off" spellCheck={false} {...form.register('po_number')} />
          </FormField>
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
