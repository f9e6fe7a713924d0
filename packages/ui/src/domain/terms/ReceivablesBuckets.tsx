import { useLingui } from '@lingui/react/macro';
import { formatBdt, overdueBuckets, type OverdueBucket, type ReceivablesTotals } from '@storefront/shared';
import { msg } from '@lingui/core/macro';
import { cn } from '../../lib/cn.ts';

/** The ages of overdue money, as the buckets' headings say them. */
export const overdueBucketLabels = {
  days_1_30: msg`1–30 days overdue`,
  days_31_60: msg`31–60 days overdue`,
  days_61_90: msg`61–90 days overdue`,
  days_over_90: msg`Over 90 days overdue`,
} as const satisfies Record<OverdueBucket, ReturnType<typeof msg>>;

/** The same ages, short, for columns under an "Overdue" heading. */
export const overdueBucketShortLabels = {
  days_1_30: msg`1–30 days`,
  days_31_60: msg`31–60 days`,
  days_61_90: msg`61–90 days`,
  days_over_90: msg`Over 90 days`,
} as const satisfies Record<OverdueBucket, ReturnType<typeof msg>>;

export interface ReceivablesBucketsProps {
  totals: ReceivablesTotals;
  /** The list's accessible name ("Totals"). */
  label?: string;
  className?: string;
}

/** What is owed in total, not yet due, and overdue by age (requirements §20.8): one figure each. */
export function ReceivablesBuckets({ totals, label, className }: ReceivablesBucketsProps) {
  const { t, i18n } = useLingui();
  const figures = [
    { key: 'outstanding', label: t`Outstanding`, value: totals.outstanding, tone: 'strong' },
    { key: 'not_due', label: t`Not yet due`, value: totals.not_due, tone: 'plain' },
    ...overdueBuckets.map((bucket) => ({
      key: bucket,
      label: i18n._(overdueBucketLabels[bucket]),
      value: totals.overdue[bucket],
      tone: totals.overdue[bucket] > 0 ? 'danger' : 'plain',
    })),
  ];
  return (
    <dl
      aria-label={label ?? t`Totals`}
      className={cn(
        'grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line sm:grid-cols-3 lg:grid-cols-6',
        className,
      )}
    >
      {figures.map((figure) => (
        <div key={figure.key} className="flex min-w-0 flex-col gap-0.5 bg-surface px-3 py-2">
          <dt className="text-caption text-ink-muted">{figure.label}</dt>
          <dd
            className={cn(
              'text-body whitespace-nowrap tabular-nums',
              figure.tone === 'strong' && 'font-bold text-ink',
              figure.tone === 'danger' && 'font-semibold text-danger',
              figure.tone === 'plain' && 'text-ink',
            )}
          >
            {formatBdt(figure.value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
