import { useLingui } from '@lingui/react/macro';
import { Ban, CircleAlert, CircleCheck, CircleDashed, Clock, Hourglass, RotateCcw, Wallet } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';
import { Badge } from '../../../primitives/Badge.tsx';
import type { PaymentStatus } from './contract.ts';
import { paymentStatusLabels } from './labels.ts';

const look: Record<
  PaymentStatus,
  { variant: 'neutral' | 'primary' | 'warning' | 'success' | 'danger'; Icon: typeof Clock }
> = {
  unpaid: { variant: 'neutral', Icon: CircleDashed },
  pending: { variant: 'primary', Icon: Clock },
  partially_paid: { variant: 'warning', Icon: Wallet },
  paid: { variant: 'success', Icon: CircleCheck },
  failed: { variant: 'danger', Icon: Ban },
  expired: { variant: 'neutral', Icon: Hourglass },
  review: { variant: 'warning', Icon: CircleAlert },
  refunded: { variant: 'neutral', Icon: RotateCcw },
};

export interface PaymentStatusBadgeProps {
  status: PaymentStatus;
  /** `compact`: smaller, for a column beside others in a wide table. */
  size?: 'default' | 'compact';
  className?: string;
}

/**
 * A payment's status (issue 33) in words, colour and icon: never colour alone. The administrator's
 * copy; the shopper's screens have their own until the two are made one at merge.
 */
export function PaymentStatusBadge({ status, size = 'default', className }: PaymentStatusBadgeProps) {
  const { i18n } = useLingui();
  const { variant, Icon } = look[status];
  return (
    <Badge variant={variant} className={cn(size === 'compact' && 'gap-1 px-2 py-0.5 text-caption', className)}>
      <Icon aria-hidden="true" className={size === 'compact' ? 'size-3.5 shrink-0' : 'size-4'} strokeWidth={2} />
      {i18n._(paymentStatusLabels[status])}
    </Badge>
  );
}
