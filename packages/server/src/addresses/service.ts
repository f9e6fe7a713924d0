import { ADDRESS_BOOK_MAX, deliveryKey, messages, type AddressInput, type SavedAddress } from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { AddressRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { AddressesRepository, AddressQueries } from './repository.ts';

export function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    _id: row.id,
    label: row.label,
    address: row.address,
    phone: row.phone,
    district: row.district,
    is_default: Number(row.is_default) === 1,
  };
}

const fieldsOf = ({ label, address, phone, district }: AddressInput) => ({ label, address, phone, district });

/** One place once a book: another address of it (not `except`) with the same key is a 409 naming it. */
async function refuseDuplicate(tx: AddressQueries, userId: string, input: AddressInput, except?: string) {
  const key = deliveryKey(input);
  const same = (await tx.list(userId)).find((row) => row.id !== except && deliveryKey(row) === key);
  if (same) throw conflict(messages.addressDuplicate(same.label));
}

/**
 * The address book (requirements §14.7): each signed-in user's own, nobody else's (an
 * administrator's included: another user's address is a 404, as if it did not exist). The
 * first address becomes the default; deleting the default hands it to the newest one left.
 */
export function addressesService(addresses: AddressesRepository) {
  /** Every change runs with the owner's row locked, so the count, the default and one of each place stay right. */
  const asOwner = <T>(user: CurrentUser, work: (tx: AddressQueries) => Promise<T>): Promise<T> =>
    addresses.inTransaction(async (tx) => {
      await tx.lockOwner(user.id);
      return work(tx);
    });

  return {
    list: async (user: CurrentUser): Promise<SavedAddress[]> => (await addresses.list(user.id)).map(toSavedAddress),

    add: (user: CurrentUser, input: AddressInput): Promise<SavedAddress> =>
      asOwner(user, async (tx) => {
        const count = await tx.count(user.id);
        if (count >= ADDRESS_BOOK_MAX) throw conflict(messages.addressBookFull(ADDRESS_BOOK_MAX));
        await refuseDuplicate(tx, user.id, input);
        const row = await tx.insert(user.id, fieldsOf(input));
        if (count === 0 || input.is_default) await tx.makeDefault(user.id, row.id);
        return toSavedAddress((await tx.find(user.id, row.id))!);
      }),

    update: (user: CurrentUser, id: string, input: AddressInput): Promise<SavedAddress> =>
      asOwner(user, async (tx) => {
        await refuseDuplicate(tx, user.id, input, id);
        const row = await tx.update(user.id, id, fieldsOf(input));
        if (!row) throw notFound(messages.addressNotFound);
        // Only ever made the default: the default moves when another one takes it (or it is deleted).
        if (input.is_default) await tx.makeDefault(user.id, id);
        return toSavedAddress((await tx.find(user.id, id))!);
      }),

    remove: (user: CurrentUser, id: string): Promise<void> =>
      asOwner(user, async (tx) => {
        const row = await tx.find(user.id, id);
        if (!row || !(await tx.remove(user.id, id))) throw notFound(messages.addressNotFound);
        if (Number(row.is_default) === 1) {
          const next = await tx.newest(user.id);
          if (next) await tx.makeDefault(user.id, next.id);
        }
      }),
  };
}

export type AddressesService = ReturnType<typeof addressesService>;
