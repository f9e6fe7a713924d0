import { apiPaths, toasts, errorMessage, type AddressInput } from '@storefront/shared';
import { AddressBook, toast } from '@storefront/ui';
import { useAddresses, useRevalidate } from '../api/hooks.ts';
import { addAddress, deleteAddress, updateAddress } from '../api/mutations.ts';

/** My Profile's address book (requirements §14.7), kept on the server for the signed-in user. */
export function MyAddressBook() {
  const { data, error, mutate } = useAddresses(true);
  const revalidate = useRevalidate();
  // Every change can move the default: read the book again rather than patch it here.
  const refresh = () => revalidate(apiPaths.addresses);
  return (
    <AddressBook
      addresses={data}
      error={error?.message}
      onRetry={() => void mutate()}
      onSave={async (values, address) => {
        // The form chose the district from shared `districts`; the server checks it again.
        const input = values as AddressInput;
        const saved = address ? await updateAddress(address._id, input) : await addAddress(input);
        toast.success(toasts.addressSaved(saved.label));
        await refresh();
      }}
      onMakeDefault={async (address) => {
        const { label, address: text, phone, district } = address;
        try {
          // The book opens the editor of an address without a district instead (requirements §17).
          await updateAddress(address._id, {
            label,
            address: text,
            phone,
            district: district as AddressInput['district'],
            is_default: true,
          });
        } catch (cause) {
          toast.error(errorMessage(cause));
          return;
        }
        toast.success(toasts.addressDefault(label));
        await refresh();
      }}
      onDelete={async (address) => {
        await deleteAddress(address._id);
        toast.success(toasts.addressDeleted(address.label));
        await refresh();
      }}
    />
  );
}
