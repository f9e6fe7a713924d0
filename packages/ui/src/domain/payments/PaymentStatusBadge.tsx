import { useLingui } from '@lingui/react/macro';
import { Banknote, CircleCheck, CircleX, Clock, HandCoins, RotateCcw, ShieldAlert, TimerOff } from 'lucide-react';
import { Badge } from '../../primitives/Badge.tsx';
import type { PaymentStatus } from './contract.ts';
import { paymentStatusLabels } from './labels.ts';

// Colour by meaning (waiting amber, received green, lost red, nothing owed grey), always with its
// word and an icon; the Badge's pairs of colours pass AA contrast.
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

export interface PaymentStatusBadgeProps {
  status: PaymentStatus;
  className?: string;
}

/** A purchase's or order's payment status (requirements §18) in words, colour and icon: never colour alone. */
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
