import { useLingui } from '@lingui/react/macro';
import { errorMessage } from '@storefront/shared';
import { useId, useState } from 'react';
import { useTranslateMessage } from '../../i18n/translateMessage.ts';
import { cn } from '../../lib/cn.ts';
import { Select } from '../../primitives/Select.tsx';

/** A group as the select offers it. */
export interface GroupChoice {
  _id: string;
  name: string;
}

export interface CustomerGroupSelectProps {
  groups: GroupChoice[];
  /** The id of the current group, null for none. */
  value: string | null;
  /**
   * Called with the chosen group's id, or null for none (`PUT .../customer-group`). A returned
   * promise keeps the select busy; its rejection shows under it and the select goes back.
   */
  onChange: (group: string | null) => void | Promise<unknown>;
  /** Whose group it is, for the accessible name: "Customer group of {who}". */
  who: string;
  className?: string;
}

/**
 * A user's or a company's customer group (requirements §20.5), as a store administrator assigns it
 * from Make Admin's users and from Companies: the groups by name, or `No group` (public prices).
 */
export function CustomerGroupSelect({ groups, value, onChange, who, className }: CustomerGroupSelectProps) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  // The choice shows at once and stays until the value given changes (the list read again), or
  // goes back when it is refused.
  const [chosen, setChosen] = useState<{ over: string | null; next: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A group the list does not know (deleted meanwhile) reads as none.
  const given = value !== null && groups.some((g) => g._id === value) ? value : '';
  const current = chosen && chosen.over === value ? chosen.next : given;

  async function change(next: string) {
    setChosen({ over: value, next });
    setError(null);
    setBusy(true);
    try {
      await onChange(next === '' ? null : next);
    } catch (cause) {
      setChosen(null);
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className={cn('flex w-full flex-col gap-1 @xl:w-auto', className)}>
      <Select
        aria-label={t`Customer group of ${who}`}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-busy={busy || undefined}
        disabled={busy}
        value={current}
        onChange={(event) => void change(event.target.value)}
        className="w-full min-w-40 @xl:w-auto"
      >
        <option value="">{t`No group`}</option>
        {groups.map((group) => (
          <option key={group._id} value={group._id}>
            {group.name}
          </option>
        ))}
      </Select>
      {error ? (
        <span id={errorId} role="alert" className="max-w-64 text-caption font-medium text-danger">
          {translate(error)}
        </span>
      ) : null}
    </span>
  );
}
