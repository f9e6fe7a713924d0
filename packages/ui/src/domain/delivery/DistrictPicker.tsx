import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '../../lib/cn.ts';
import { controlClass } from '../../primitives/Input.tsx';
import { deliveryZones, type DistrictOption } from './contract.ts';
import { zoneLabels } from './zones.ts';

export interface DistrictPickerProps {
  /** The districts to choose from (the 64, named in the reader's language). */
  districts: readonly DistrictOption[];
  /** The chosen district's key, or null / '' for none yet. */
  value: string | null | undefined;
  onChange: (key: string) => void;
  /** Called when the field is left (react-hook-form's touched state). */
  onBlur?: () => void;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  // Given by FormField (its label, hint and error).
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
  className?: string;
}

/** Letters and digits only, lowercased: "Cox's Bazar" and "coxs-bazar" both read "coxsbazar". */
const folded = (text: string) =>
  text
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/**
 * Where a purchase goes, one of the districts (requirements §17): a combobox (WAI-ARIA's pattern,
 * list autocomplete) that narrows the list as a name is typed, in the reader's language or by its
 * English key, its districts grouped under their delivery zone. Down and Up move through what is
 * listed, Enter chooses, Escape closes and puts the chosen name back; leaving the field does too.
 */
export function DistrictPicker({
  districts,
  value,
  onChange,
  onBlur,
  name,
  disabled,
  ref,
  id,
  className,
  ...aria
}: DistrictPickerProps) {
  const { t, i18n } = useLingui();
  const chosen = districts.find((d) => d.key === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const generated = useId();
  const listId = `${id ?? generated}-districts`;

  const groups = useMemo(() => {
    const wanted = folded(query ?? '');
    const matches = districts.filter(
      (d) => !wanted || folded(d.name).includes(wanted) || folded(d.key).includes(wanted),
    );
    return deliveryZones
      .map((zone) => ({ zone, districts: matches.filter((d) => d.zone === zone) }))
      .filter((group) => group.districts.length > 0);
  }, [districts, query]);
  const listed = groups.flatMap((group) => group.districts);
  const optionId = (key: string) => `${listId}-${key}`;
  const activeOption = open ? listed[Math.min(active, listed.length - 1)] : undefined;

  const activeKey = activeOption?.key;
  // The active district stays in sight as the keys move through a list longer than its box.
  useEffect(() => {
    if (activeKey) document.getElementById(`${listId}-${activeKey}`)?.scrollIntoView({ block: 'nearest' });
  }, [activeKey, listId]);

  const show = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  /** Where the list opens: on the chosen district, else the first. */
  const chosenIndex = () =>
    Math.max(
      0,
      listed.findIndex((d) => d.key === value),
    );
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const choose = (option: DistrictOption) => {
    onChange(option.key);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = listed.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show(
        open
          ? Math.min(active + 1, last)
          : Math.max(
              0,
              listed.findIndex((d) => d.key === value),
            ),
      );
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show(
        open
          ? Math.max(active - 1, 0)
          : Math.max(
              0,
              listed.findIndex((d) => d.key === value),
            ),
      );
    } else if (event.key === 'Enter' && open) {
      // Choosing is not submitting the form the picker is in.
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      // Closing the list is all Escape does here (an address form closes on Escape too).
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  return (
    <div className={cn('relative', className)}>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        aria-autocomplete="list"
        aria-expanded={open && listed.length > 0}
        aria-controls={open && listed.length > 0 ? listId : undefined}
        aria-activedescendant={activeOption ? optionId(activeOption.key) : undefined}
        placeholder={t`Type to find your district`}
        className={cn(controlClass, 'h-10 pr-9')}
        value={query ?? chosen?.name ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onClick={() => {
          if (!open) show(chosenIndex());
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // A whole name typed and left is chosen, as if picked.
          const typed = query === null ? undefined : listed.find((d) => folded(d.name) === folded(query));
          if (typed) onChange(typed.key);
          close();
          onBlur?.();
        }}
        {...aria}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-muted"
      />
      {open && listed.length > 0 ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t`Districts`}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-control border border-line bg-surface py-1 shadow-lg"
          // The input keeps the focus while a district is clicked.
          onMouseDown={(event) => event.preventDefault()}
        >
          {groups.map((group) => {
            const headingId = `${listId}-${group.zone}`;
            return (
              <div key={group.zone} role="group" aria-labelledby={headingId}>
                <div
                  id={headingId}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-caption font-semibold tracking-wide text-ink-muted uppercase"
                >
                  {i18n._(zoneLabels[group.zone])}
                </div>
                {group.districts.map((district) => {
                  const isActive = district === activeOption;
                  return (
                    <div
                      key={district.key}
                      id={optionId(district.key)}
                      role="option"
                      aria-selected={district.key === value}
                      className={cn(
                        'cursor-pointer px-3 py-1.5 text-body-sm text-ink',
                        isActive && 'bg-primary-soft',
                        district.key === value && 'font-semibold',
                      )}
                      onClick={() => choose(district)}
                      onMouseMove={() => setActive(listed.indexOf(district))}
                    >
                      {district.name}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      ) : null}
      {open && listed.length === 0 ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-20 mt-1 rounded-control border border-line bg-surface px-3 py-2 text-body-sm text-ink-muted shadow-lg"
        >
          <Trans>No district matches “{query}”.</Trans>
        </p>
      ) : null}
    </div>
  );
}
