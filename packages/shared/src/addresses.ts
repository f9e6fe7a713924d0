import { z } from 'zod';
import { normalisePhone } from './delivery.ts';
import { districtSchema } from './delivery-charge.ts';
import { messages } from './messages.ts';
import { deliverySchema, id, singleLineText } from './schemas.ts';

// The address book (requirements §14.7): delivery addresses a customer keeps, one of them the
// default that checkout and the purchase form start from.

/** How many addresses one account keeps: a shop's branches, not a mailing list. */
export const ADDRESS_BOOK_MAX = 20;
export const ADDRESS_LABEL_MAX = 40;

/** POST /api/addresses, PUT /api/addresses/{id}. `is_default: true` makes it the default. */
export const addressInputSchema = z.object({
  label: singleLineText(messages.addressLabelRequired, ADDRESS_LABEL_MAX),
  ...deliverySchema.shape,
  /** Required for every address saved or changed (requirements §17). */
  district: districtSchema,
  is_default: z.boolean({ error: 'is_default must be true or false' }).optional(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const savedAddressSchema = z.object({
  _id: id,
  label: z.string(),
  address: z.string(),
  phone: z.string(),
  /** Null for an address saved before districts: the screens ask for one at its next use. */
  district: z.string().nullable(),
  is_default: z.boolean(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/**
 * What makes two saved addresses one place (requirements §14.7): the phone's digits and the
 * address's words, whatever their case, spacing or punctuation ("House 5, Road 2" is "house 5 road 2").
 */
export function deliveryKey({ address, phone }: { address: string; phone: string }): string {
  const words =
    address
      .normalize('NFKC')
      .toLocaleLowerCase('en')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return `${normalisePhone(phone) ?? phone.replace(/[\s-]/g, '')} ${words.join(' ')}`;
}

/** The address a form starts from: the default, else the first. */
export function defaultAddress(book: readonly SavedAddress[]): SavedAddress | undefined {
  return book.find((a) => a.is_default) ?? book[0];
}
