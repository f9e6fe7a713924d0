import { stockLevel, stockLevelMessages, type StockLevel } from '@storefront/shared';
import { CircleCheck, CircleX, TriangleAlert } from 'lucide-react';
import { Badge } from '../../primitives/Badge.tsx';
import { useSharedText } from '../../i18n/translateMessage.ts';

const look: Record<StockLevel, { variant: 'success' | 'warning' | 'danger'; Icon: typeof CircleCheck }> = {
  'in-stock': { variant: 'success', Icon: CircleCheck },
  'low-stock': { variant: 'warning', Icon: TriangleAlert },
  'out-of-stock': { variant: 'danger', Icon: CircleX },
};

export interface StockBadgeProps {
  item: { available_quantity: number; min_order_quantity: number };
  className?: string;
}

/**
 * Availability at a glance (requirements §12.4): In stock, Low stock (fewer than three minimum
 * orders left) or Out of stock (less than one), in words and colour and icon, never colour alone.
 */
export function StockBadge({ item, className }: StockBadgeProps) {
  const say = useSharedText();
  const level = stockLevel(item);
  const { variant, Icon } = look[level];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" className="size-4" strokeWidth={2} />
      {say(stockLevelMessages[level])}
    </Badge>
  );
}
