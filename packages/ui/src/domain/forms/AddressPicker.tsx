import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn.ts';
import type { SavedDelivery } from '../delivery/contract.ts';

/** The choice that keeps the typed address. */
export const NEW_ADDRESS = 'new';

export interface AddressPickerProps {
  /** The saved addresses, the default first. */
  addresses: readonly SavedDelivery[];
  /** The chosen address's id, or `NEW_ADDRESS`. */
  value: string;
  onChange: (value: string, address: SavedDelivery | undefined) => void;
}

/**
 * "Deliver to" (requirements §14.7): a saved address, or a new one typed into the form's fields.
 * Radio buttons: arrow keys move between them, as a person expects of a single choice.
 */
export function AddressPicker({ addresses, value, onChange }: AddressPickerProps) {
  const { t } = useLingui();
  const option = (id: string, title: string, detail: readonly string[], address: SavedDelivery | undefined) => (
    <label
      key={id}
      className={cn(
        'flex cursor-pointer items-start gap-3 rounded-control border p-3 text-body-sm',
        value === id ? 'border-primary bg-primary-soft' : 'border-line bg-surface',
      )}
    >
      <input
        type="radio"
        name="deliver-to"
        value={id}
        checked={value === id}
        onChange={() => onChange(id, address)}
        className="mt-1 size-4 accent-primary"
      />
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold [overflow-wrap:anywhere] text-ink">{title}</span>
        {detail.map((line) => (
          <span key={line} className="[overflow-wrap:anywhere] text-ink-muted">
            {line}
          </span>
        ))}
      </span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-body-sm font-semibold text-ink">
        <Trans>Deliver to</Trans>
      </legend>
      {addresses.map((a) => {
        const label = a.label;
        return option(a._id, a.is_default ? t`${label} (default)` : label, [a.address, a.phone], a);
      })}
      {option(NEW_ADDRESS, t`A new address`, [t`Type it below.`], undefined)}
    </fieldset>
  );
}
