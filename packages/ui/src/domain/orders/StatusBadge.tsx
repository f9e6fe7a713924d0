import { orderStatusMessages, type OrderStatus } from '@storefront/shared';
import { Ban, CircleCheck, Clock, PackageCheck, Truck } from 'lucide-react';
import { Badge } from '../../primitives/Badge.tsx';
import { useSharedText } from '../../i18n/translateMessage.ts';

const look: Record<
  OrderStatus,
  { variant: 'neutral' | 'primary' | 'warning' | 'success' | 'danger'; Icon: typeof Clock }
> = {
  placed: { variant: 'neutral', Icon: Clock },
  confirmed: { variant: 'primary', Icon: CircleCheck },
  shipped: { variant: 'warning', Icon: Truck },
  delivered: { variant: 'success', Icon: PackageCheck },
  cancelled: { variant: 'danger', Icon: Ban },
};

export interface StatusBadgeProps {
  status: OrderStatus;
  className?: string;
}

/** An order's status (requirements §13.1) in words, colour and icon: never colour alone. */
export function StatusBadge({ status, className }: StatusBadgeProps) {
  const say = useSharedText();
  const { variant, Icon } = look[status];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" className="size-4" strokeWidth={2} />
      {say(orderStatusMessages[status])}
    </Badge>
  );
}
