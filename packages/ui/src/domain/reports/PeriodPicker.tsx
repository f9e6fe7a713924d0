import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  daysBetween,
  FIRST_STORE_DAY,
  overviewQuerySchema,
  periodStart,
  reportPeriods,
  type OverviewQuery,
} from '@storefront/shared';
import { useState, type FormEvent } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';

export interface Period {
  from: string;
  to: string;
}

export interface PeriodPickerProps {
  value: Period;
  /** The store's today: the presets end with it. */
  today: string;
  onChange: (period: Period) => void;
  /**
   * The server's reasons for refusing `value` (its 400's field messages, for a period from the
   * address): shown beside the date fields, the custom range open to mend it.
   */
  refused?: Partial<Record<keyof OverviewQuery, string>>;
  className?: string;
}

/** Which preset `value` is, if it is one (it ends today and lasts 7, 30 or 90 days). */
function presetOf(value: Period, today: string): number | undefined {
  if (value.to !== today) return undefined;
  const length = daysBetween(value.from, value.to);
  return reportPeriods.find((days) => days === length);
}

/**
 * The overview's period (requirements §15.1): the last 7, 30 or 90 days, or a custom range of store
 * days, checked with the API's own rules (the shared schema); a period the server refused shows its
 * reasons beside the fields.
 */
export function PeriodPicker({ value, today, onChange, refused, className }: PeriodPickerProps) {
  const { t } = useLingui();
  const preset = presetOf(value, today);
  const [custom, setCustom] = useState(preset === undefined || refused !== undefined);
  const [draft, setDraft] = useState<Period>(value);
  const [errors, setErrors] = useState<Partial<Record<keyof OverviewQuery, string>>>(refused ?? {});

  function apply(event: FormEvent) {
    event.preventDefault();
    const parsed = overviewQuerySchema.safeParse(draft);
    if (!parsed.success) {
      const found: Partial<Record<keyof OverviewQuery, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof OverviewQuery;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onChange(draft);
  }

  return (
    <div className={cn('flex flex-col gap-3', className)}>
      <div role="group" aria-label={t`Period`} className="flex flex-wrap gap-2">
        {reportPeriods.map((days) => (
          <Button
            key={days}
            size="sm"
            variant={!custom && preset === days ? 'primary' : 'secondary'}
            aria-pressed={!custom && preset === days}
            onClick={() => {
              setCustom(false);
              setErrors({});
              const next = { from: periodStart(today, days), to: today };
              setDraft(next);
              onChange(next);
            }}
          >
            <Plural value={days} one="# day" other="# days" />
          </Button>
        ))}
        <Button
          size="sm"
          variant={custom ? 'primary' : 'secondary'}
          aria-pressed={custom}
          aria-expanded={custom}
          onClick={() => {
            setDraft(value);
            setCustom(true);
          }}
        >
          <Trans>Custom</Trans>
        </Button>
      </div>
      {custom ? (
        <form noValidate onSubmit={apply} className="flex flex-wrap items-start gap-3" aria-label={t`Custom period`}>
          <FormField label={t`From`} error={errors.from} className="w-44">
            <Input
              type="date"
              value={draft.from}
              min={FIRST_STORE_DAY}
              max={today}
              onChange={(e) => setDraft({ ...draft, from: e.target.value })}
            />
          </FormField>
          <FormField label={t`To`} error={errors.to} className="w-44">
            <Input
              type="date"
              value={draft.to}
              min={FIRST_STORE_DAY}
              max={today}
              onChange={(e) => setDraft({ ...draft, to: e.target.value })}
            />
          </FormField>
          <Button type="submit" size="sm" className="sm:mt-7">
            <Trans>Show</Trans>
          </Button>
        </form>
      ) : null}
    </div>
  );
}
