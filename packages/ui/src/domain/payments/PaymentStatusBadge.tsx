import { useLingui } from '@lingui/react/macro';
import { Banknote, CircleCheck, CircleX, Clock, HandCoins, RotateCcw, ShieldAlert, TimerOff } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge.tsx';
import type { PaymentStatus } from './contract.ts';
import { paymentStatusLabels, paymentStatusShortLabels } from './labels.ts';

// Colour by meaning (waiting amber, received green, lost red, nothing owed grey), always with its
// word and an icon; the Badge's pairs of colours pass AA contrast. One look for the shopper and the
// administrator: the same status never changes colour between their screens.
const look: Record<
  PaymentStatus,
  { variant: 'neutral' | 'primary' | 'warning' | 'success' | 'danger'; Icon: typeof Clock }
> = {
  unpaid: { variant: 'neutral', Icon: Banknote },
  pending: { variant: 'warning', Icon: Clock },
  partially_paid: { variant: 'primary', Icon: HandCoins },
  paid: { variant: 'success', Icon: CircleCheck },
  failed: { variant: 'danger', Icon: CircleX },
  expired: { variant: 'danger', Icon: TimerOff },
  review: { variant: 'warning', Icon: ShieldAlert },
  refunded: { variant: 'neutral', Icon: RotateCcw },
};

const wordings = { full: paymentStatusLabels, short: paymentStatusShortLabels } as const;

export interface PaymentStatusBadgeProps {
  status: PaymentStatus;
  /**
   * `full` (the shopper's screens): `Payment pending`, `Advance paid`; `short` (the administrator's
   * tables, panel and trail, where the column or heading already says payment): `Pending`,
   * `Partially paid` (requirements §18.2.3 and §18.3).
   */
  labels?: keyof typeof wordings;
  /** `compact`: smaller, for a cell beside others in a wide table (Manage All Orders' status). */
  size?: 'default' | 'compact';
  className?: string;
}

/** A purchase's or order's payment status (requirements §18) in words, colour and icon: never colour alone. */
export function PaymentStatusBadge({ status, labels = 'full', size = 'default', className }: PaymentStatusBadgeProps) {
  const { i18n } = useLingui();
  const { variant, Icon } = look[status];
  const compact = size === 'compact';
  return (
    <Badge variant={variant} className={cn(compact && 'gap-1 px-2 py-0.5 text-caption', className)}>
      <Icon aria-hidden="true" className={compact ? 'size-3.5 shrink-0' : 'size-4'} strokeWidth={2} />
      {i18n._(wordings[labels][status])}
    </Badge>
  );
}
