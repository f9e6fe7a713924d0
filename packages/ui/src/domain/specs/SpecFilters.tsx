import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, specAttribute, toLatinDigits, type SpecAttribute } from '@storefront/shared';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { screenDigits } from '../../i18n/digits.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { Dialog, DialogContent, DialogFooter, DialogTitle, DialogTrigger } from '../../primitives/Dialog.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { isRange, specFilterCount, type SpecFacet, type SpecFilterState, type SpecRange } from './contract.ts';
import { useSpecText } from './specText.ts';

export interface SpecFiltersProps {
  /** The chosen category: its attributes label the facets. */
  category: string;
  /** The catalog's `facets.specs` for it. */
  facets: readonly SpecFacet[];
  value: SpecFilterState;
  onChange: (next: SpecFilterState) => void;
  className?: string;
}

const optionClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded-control px-3 py-1.5 text-body-sm text-ink hover:bg-surface-muted has-checked:font-semibold has-checked:text-primary-ink has-focus-visible:outline-2 has-focus-visible:outline-focus has-disabled:cursor-default has-disabled:text-ink-muted has-disabled:hover:bg-transparent';

/** `state` with `key`'s filter replaced (left out when it filters nothing). */
function withFilter(state: SpecFilterState, key: string, filter: readonly string[] | SpecRange): SpecFilterState {
  const { [key]: _left, ...rest } = state;
  const empty = isRange(filter) ? filter.min === undefined && filter.max === undefined : filter.length === 0;
  return empty ? rest : { ...rest, [key]: filter };
}

function OptionsFacet({
  attribute,
  facet,
  chosen,
  onChange,
}: {
  attribute: SpecAttribute;
  facet: Extract<SpecFacet, { kind: 'options' }>;
  chosen: readonly string[];
  onChange: (values: string[]) => void;
}) {
  const { t } = useLingui();
  const text = useSpecText();
  const order = facet.values.map((v) => v.value);
  return (
    <fieldset className="grid gap-0.5">
      <legend className="mb-1 text-body-sm font-semibold text-ink">{text.label(attribute)}</legend>
      {facet.values.map(({ value, count }) => {
        const checked = chosen.includes(value);
        const matchCount = screenDigits(count);
        return (
          <label key={value} className={optionClass}>
            <span className="flex min-w-0 items-center gap-2 [overflow-wrap:anywhere]">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                checked={checked}
                // An option nothing matches is shown, so the reader knows it exists, but not chosen.
                disabled={count === 0 && !checked}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? order.filter((v) => v === value || chosen.includes(v))
                      : chosen.filter((v) => v !== value),
                  )
                }
              />
              {text.option(attribute, value)}
            </span>
            <span
              className="tabular-nums text-ink-muted"
              aria-label={t`${plural(count, { one: `${matchCount} match`, other: `${matchCount} matches` })}`}
            >
              {formatCount(count)}
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** A typed bound: a number (Bangla digits too), undefined when empty, null when not a number. */
const parse = (text: string): number | undefined | null => {
  const latin = toLatinDigits(text.trim());
  if (latin === '') return undefined;
  return /^\d+(\.\d+)?$/.test(latin) ? Number(latin) : null;
};
const show = (n: number | undefined) => (n === undefined ? '' : screenDigits(n));

function RangeFacet({
  attribute,
  facet,
  range,
  onChange,
}: {
  attribute: SpecAttribute;
  facet: Extract<SpecFacet, { kind: 'range' }>;
  range: SpecRange;
  onChange: (range: SpecRange) => void;
}) {
  const { t } = useLingui();
  const text = useSpecText();
  const [min, setMin] = useState(show(range.min));
  const [max, setMax] = useState(show(range.max));
  const [error, setError] = useState<string | null>(null);
  // The URL may change the range (Back, a link, Clear specifications): take it.
  const [seen, setSeen] = useState(range);
  if (seen.min !== range.min || seen.max !== range.max) {
    setSeen(range);
    setMin(show(range.min));
    setMax(show(range.max));
    setError(null);
  }
  const errorId = useId();
  const label = text.label(attribute);

  const apply = (event?: FormEvent | KeyboardEvent) => {
    event?.preventDefault();
    const low = parse(min);
    const high = parse(max);
    if (low === null || high === null) return setError(t`Enter a number, or leave it empty`);
    if (low !== undefined && high !== undefined && low > high)
      return setError(t`The highest must not be below the lowest`);
    setError(null);
    if (low !== range.min || high !== range.max) onChange({ min: low, max: high });
  };
  // Enter applies (two fields and no button: a form would not submit by itself); so does leaving a field.
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply(event);
  };
  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const placeholder = (n: number | null) => (n === null ? undefined : screenDigits(n));
  return (
    <form onSubmit={apply} aria-label={label} className="grid gap-1">
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-body-sm font-semibold text-ink">
          {attribute.unit ? `${label} (${attribute.unit})` : label}
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="grid gap-1 text-caption text-ink-muted">
            <Trans>Lowest</Trans>
            <NumberInput
              value={min}
              placeholder={placeholder(facet.min)}
              onChange={(e) => setMin(e.target.value)}
              onBlur={() => apply()}
              onKeyDown={applyOnEnter}
              {...invalid}
            />
          </label>
          <label className="grid gap-1 text-caption text-ink-muted">
            <Trans>Highest</Trans>
            <NumberInput
              value={max}
              placeholder={placeholder(facet.max)}
              onChange={(e) => setMax(e.target.value)}
              onBlur={() => apply()}
              onKeyDown={applyOnEnter}
              {...invalid}
            />
          </label>
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="text-caption font-medium text-danger">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * A category's specification filters (requirements §19.2): each option with its count of matches
 * under the other filters (options nothing matches shown but not chosen), numbers as a lowest and
 * highest (typed in either digits, applied on Enter or when the field is left), yes/no as options.
 * Controlled: `value` is the filter state, `specFilterParams` turns it into the URL's `spec.<key>`.
 */
export function SpecFilters({ category, facets, value, onChange, className }: SpecFiltersProps) {
  const shown = facets.flatMap((facet) => {
    const attribute = specAttribute(category, facet.key);
    return attribute ? [{ facet, attribute }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <div className={cn('flex flex-col gap-5', className)}>
      {shown.map(({ facet, attribute }) => {
        const filter = value[facet.key];
        return facet.kind === 'options' ? (
          <OptionsFacet
            key={facet.key}
            attribute={attribute}
            facet={facet}
            chosen={filter && !isRange(filter) ? filter : []}
            onChange={(values) => onChange(withFilter(value, facet.key, values))}
          />
        ) : (
          <RangeFacet
            key={facet.key}
            attribute={attribute}
            facet={facet}
            range={filter && isRange(filter) ? filter : {}}
            onChange={(range) => onChange(withFilter(value, facet.key, range))}
          />
        );
      })}
      {specFilterCount(value) > 0 ? (
        <Button variant="ghost" size="sm" onClick={() => onChange({})} className="self-start">
          <Trans>Clear specifications</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * SpecFilters on a phone: a button (with how many filters are on) opening a panel with the same
 * filters, chosen at leisure and applied together with Apply; closing without it changes nothing.
 */
export function SpecFiltersPanel({ value, onChange, ...props }: SpecFiltersProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const count = specFilterCount(value);
  const shownCount = screenDigits(count);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(value);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="secondary" className={props.className}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {count > 0 ? t`Specifications (${shownCount})` : t`Specifications`}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogTitle>
          <Trans>Filter by specifications</Trans>
        </DialogTitle>
        <SpecFilters {...props} className={undefined} value={draft} onChange={setDraft} />
        {/* Apply stays in view while the filters scroll under it. */}
        <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-line bg-surface px-6 py-4">
          <Button
            onClick={() => {
              onChange(draft);
              setOpen(false);
            }}
          >
            <Trans>Apply</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
