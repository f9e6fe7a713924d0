import { useLingui } from '@lingui/react/macro';
import { Ban, CircleAlert, CircleCheck, CircleDashed, Clock, Hourglass, RotateCcw, Wallet } from 'lucide-react';
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
  className?: string;
}

/**
 * A payment's status (issue 33) in words, colour and icon: never colour alone. The administrator's
 * copy; the shopper's screens have their own until the two are made one at merge.
 */
export function PaymentStatusBadge({ status, className }: PaymentStatusBadgeProps) {
  const { i18n } = useLingui();
  const { variant, Icon } = look[status];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" className="size-4" strokeWidth={2} />
      {i18n._(paymentStatusLabels[status])}
    </Badge>
  );
}
