import { Trans, useLingui } from '@lingui/react/macro';
import { messages, toLatinDigits } from '@storefront/shared';
import { useId, useState, type FormEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';

export interface PriceRange {
  min: number | undefined;
  max: number | undefined;
}

export interface PriceRangeFilterProps {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
  className?: string;
}

const parse = (text: string): number | undefined | null => {
  if (text.trim() === '') return undefined;
  const n = Number(toLatinDigits(text));
  return Number.isFinite(n) && n >= 0 ? n : null;
};
const show = (n: number | undefined) => (n === undefined ? '' : String(n));

/**
 * The price filter in BDT (requirements §12.1): lowest and highest, applied together with Apply (or
 * Enter), so the list does not jump at every keystroke. Either may stay empty.
 */
export function PriceRangeFilter({ value, onChange, className }: PriceRangeFilterProps) {
  const { t } = useLingui();
  const [min, setMin] = useState(show(value.min));
  const [max, setMax] = useState(show(value.max));
  const [error, setError] = useState<string | null>(null);
  // The URL may change the range (back, a link, Clear filters): take it.
  const [seen, setSeen] = useState(value);
  if (seen.min !== value.min || seen.max !== value.max) {
    setSeen(value);
    setMin(show(value.min));
    setMax(show(value.max));
    setError(null);
  }
  const errorId = useId();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const low = parse(min);
    const high = parse(max);
    if (low === null || high === null) return setError(messages.priceFilterNumber);
    if (low !== undefined && high !== undefined && low > high) return setError(messages.priceRangeOrder);
    setError(null);
    onChange({ min: low, max: high });
  };

  const invalid = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form onSubmit={apply} className={cn('grid gap-2', className)} aria-label={t`Price`}>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-body-sm font-semibold text-ink">
          <Trans>Price (BDT)</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-2">
          <label className="grid gap-1 text-caption text-ink-muted">
            <Trans>Lowest</Trans>
            <NumberInput value={min} onChange={(e) => setMin(e.target.value)} {...invalid} />
          </label>
          <label className="grid gap-1 text-caption text-ink-muted">
            <Trans>Highest</Trans>
            <NumberInput value={max} onChange={(e) => setMax(e.target.value)} {...invalid} />
          </label>
        </div>
      </fieldset>
      {error ? (
        <p id={errorId} role="alert" className="text-caption font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" size="sm">
        <Trans>Apply price</Trans>
      </Button>
    </form>
  );
}
