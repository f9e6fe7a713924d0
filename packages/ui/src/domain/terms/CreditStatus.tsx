import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, type CompanyTerms } from '@storefront/shared';
import type { ReactNode } from 'react';
import { screenDigits } from '../../i18n/digits.ts';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Card } from '../../primitives/Card.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';

/** Below this share of the limit still available, the company is near its limit. */
const NEAR_LIMIT_SHARE = 0.1;

export type CreditTone = 'none' | 'healthy' | 'near' | 'exhausted' | 'overdue';

/** How the company stands on its terms: overdue first, then how much of the limit is left. */
export function creditToneOf(terms: CompanyTerms): CreditTone {
  if (terms.net_days === null) return 'none';
  if (terms.overdue > 0) return 'overdue';
  if (terms.available !== null && terms.available <= 0) return 'exhausted';
  if (terms.credit_limit && terms.available !== null && terms.available < terms.credit_limit * NEAR_LIMIT_SHARE)
    return 'near';
  return 'healthy';
}

export interface CreditStatusProps {
  /** The company's terms and where it stands (GET /api/companies/{id}/terms); undefined while loading. */
  terms: CompanyTerms | undefined;
  /** A heading above it (the checkout shows none: the payment choice says it). */
  title?: string;
  className?: string;
}

function Figure({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-caption text-ink-muted">{label}</dt>
      <dd className={cn('text-body whitespace-nowrap tabular-nums', strong ? 'font-bold text-ink' : 'text-ink')}>
        {children}
      </dd>
    </div>
  );
}

/**
 * A company's payment terms and credit (requirements §20.8): its terms ("Net 30"), the credit limit,
 * what it owes, what it may still order on invoice and what is overdue; a bar of the limit used, and
 * a line saying when it is near the limit, has none left, or is overdue. Without terms it says so.
 */
export function CreditStatus({ terms, title, className }: CreditStatusProps) {
  const { t } = useLingui();
  if (!terms) {
    return (
      <Card className={cn('gap-3 p-5', className)} aria-busy="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-full" />
      </Card>
    );
  }
  const tone = creditToneOf(terms);
  const heading = title ? <h2 className="text-title font-semibold text-ink">{title}</h2> : null;
  if (tone === 'none') {
    const owed = formatBdt(terms.outstanding);
    return (
      <Card role="region" aria-label={title ?? t`Credit`} className={cn('gap-2 p-5', className)}>
        {heading}
        <p className="text-body font-semibold text-ink">
          <Trans>No payment terms</Trans>
        </p>
        <p className="text-body-sm text-ink-muted">
          {terms.outstanding > 0 ? (
            <Trans>
              The company pays for its orders when it places them. {owed} is still owed on earlier invoices.
            </Trans>
          ) : (
            <Trans>The company pays for its orders when it places them. The store may give it terms.</Trans>
          )}
        </p>
      </Card>
    );
  }
  const days = screenDigits(terms.net_days ?? 0);
  const limit = terms.credit_limit ?? 0;
  const used = limit > 0 ? Math.min(1, terms.outstanding / limit) : 1;
  const percent = Math.round(used * 100);
  const usedShare = screenDigits(percent);
  const overdue = formatBdt(terms.overdue);
  const available = formatBdt(terms.available ?? 0);
  const badge = {
    healthy: { variant: 'success', label: t`Within the limit` },
    near: { variant: 'warning', label: t`Near the limit` },
    exhausted: { variant: 'danger', label: t`No credit left` },
    overdue: { variant: 'danger', label: t`Overdue` },
  } as const;
  return (
    <Card role="region" aria-label={title ?? t`Credit`} className={cn('@container gap-4 p-5', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading}
        <p className="text-title font-semibold text-ink">
          <Trans>Net {days}</Trans>
        </p>
        <Badge variant={badge[tone].variant}>{badge[tone].label}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 @md:grid-cols-4">
        <Figure label={t`Credit limit`}>{formatBdt(limit)}</Figure>
        <Figure label={t`Outstanding`}>{formatBdt(terms.outstanding)}</Figure>
        <Figure label={t`Available`} strong>
          {available}
        </Figure>
        <Figure label={t`Overdue`}>{overdue}</Figure>
      </dl>
      <div
        role="meter"
        aria-label={t`Credit limit used`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={t`${usedShare}% of the limit used`}
        className="h-2 w-full overflow-hidden rounded-pill bg-line"
      >
        <div
          className={cn(
            'h-full rounded-pill',
            tone === 'healthy' ? 'bg-primary' : tone === 'near' ? 'bg-warning-ink' : 'bg-danger',
          )}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-body-sm text-ink-muted">
        {tone === 'overdue' ? (
          <Trans>{overdue} is past its due day: please pay the overdue invoices.</Trans>
        ) : tone === 'exhausted' ? (
          <Trans>Nothing more can be ordered on invoice until earlier invoices are paid.</Trans>
        ) : tone === 'near' ? (
          <Trans>Only {available} more can be ordered on invoice.</Trans>
        ) : (
          <Trans>Invoices are due {days} days after each order.</Trans>
        )}
      </p>
    </Card>
  );
}
