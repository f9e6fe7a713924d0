import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@storefront/shared';
import { cn } from '../../lib/cn.ts';
import type { BuildWattage } from './contract.ts';

export interface WattageMeterProps {
  wattage: BuildWattage;
  /** The chosen power supply's wattage (its `wattage_w`), or null with none chosen. */
  psuWattage: number | null;
  className?: string;
}

type Verdict = 'none' | 'enough' | 'under-recommended' | 'under-estimate';

/** The power supply against the build (requirements §19.3, `psu-wattage`): below the estimate is an error, below the recommendation a warning. */
export function wattageVerdict(wattage: BuildWattage, psu: number | null): Verdict {
  if (psu === null) return 'none';
  if (psu < wattage.estimate_w) return 'under-estimate';
  return psu < wattage.recommended_w ? 'under-recommended' : 'enough';
}

const watts = (n: number) => `${formatNumber(n)} W`;

const tones: Record<Verdict, string> = {
  none: 'bg-surface-muted text-ink',
  enough: 'bg-success-soft text-success-ink',
  'under-recommended': 'bg-warning-soft text-warning-ink',
  'under-estimate': 'bg-danger-soft text-danger-hover',
};
const bars: Record<Verdict, string> = {
  none: 'bg-ink-muted',
  enough: 'bg-success',
  'under-recommended': 'bg-warning-ink',
  'under-estimate': 'bg-danger',
};

/**
 * The build's power (requirements §19.3): the estimated draw (CPU and card TDP + 75 W), the power
 * supply recommended for it (x 1.3), and the chosen one's wattage, drawn on one scale, with what to
 * do when it is short.
 */
export function WattageMeter({ wattage, psuWattage, className }: WattageMeterProps) {
  const { t } = useLingui();
  const verdict = wattageVerdict(wattage, psuWattage);
  const scale = Math.max(wattage.recommended_w, psuWattage ?? 0) * 1.1 || 1;
  const at = (n: number) => `${Math.min(100, (n / scale) * 100)}%`;
  const estimate = watts(wattage.estimate_w);
  const recommended = watts(wattage.recommended_w);
  const psu = psuWattage === null ? null : watts(psuWattage);
  const message = {
    none: t`Choose a power supply of at least ${recommended}.`,
    enough: t`The power supply is enough for this build.`,
    'under-recommended': t`The power supply is below the ${recommended} we recommend: it may run hot and loud at full load. Choose a bigger one.`,
    'under-estimate': t`The power supply gives less than this build draws (${estimate}). Choose one of at least ${recommended}.`,
  }[verdict];
  return (
    <section
      aria-label={t`Power`}
      className={cn('grid gap-3 rounded-card border border-line bg-surface p-4', className)}
    >
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-body-sm">
        <dt className="text-ink-muted">
          <Trans>Estimated draw</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink tabular-nums">{estimate}</dd>
        <dt className="text-ink-muted">
          <Trans>Recommended power supply</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink tabular-nums">{recommended}</dd>
        <dt className="text-ink-muted">
          <Trans>Your power supply</Trans>
        </dt>
        <dd className="text-right font-semibold text-ink tabular-nums">{psu ?? t`None chosen`}</dd>
      </dl>
      {/* The picture of the same three numbers (the list above says them). */}
      <div aria-hidden="true" className="relative h-3 rounded-pill bg-surface-muted ring-1 ring-line">
        <div
          className={cn('absolute inset-y-0 left-0 rounded-pill', bars[verdict])}
          style={{ width: at(psuWattage ?? 0) }}
        />
        <div className="absolute -inset-y-1 w-0.5 bg-ink" style={{ left: at(wattage.estimate_w) }} />
        <div
          className="absolute -inset-y-1 w-0.5 border-l-2 border-dashed border-ink"
          style={{ left: at(wattage.recommended_w) }}
        />
      </div>
      <p role="status" className={cn('rounded-control px-3 py-2 text-body-sm font-medium', tones[verdict])}>
        {message}
      </p>
    </section>
  );
}
