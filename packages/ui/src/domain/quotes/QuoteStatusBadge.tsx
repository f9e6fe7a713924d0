import { useLingui } from '@lingui/react/macro';
import type { QuoteStatus } from '@storefront/shared';
import { Ban, CircleCheck, CircleX, Clock, FileText, Hourglass, MessageSquare } from 'lucide-react';
import { Badge } from '../../primitives/Badge.tsx';
import { quoteStatusLabels } from './labels.ts';

const look: Record<
  QuoteStatus,
  { variant: 'neutral' | 'primary' | 'warning' | 'success' | 'danger'; Icon: typeof Clock }
> = {
  requested: { variant: 'neutral', Icon: Clock },
  offered: { variant: 'primary', Icon: FileText },
  changes_requested: { variant: 'warning', Icon: MessageSquare },
  accepted: { variant: 'success', Icon: CircleCheck },
  rejected: { variant: 'danger', Icon: CircleX },
  withdrawn: { variant: 'danger', Icon: Ban },
  expired: { variant: 'warning', Icon: Hourglass },
};

/** A quote's status (requirements §20.7) in words, colour and icon: never colour alone. */
export function QuoteStatusBadge({ status, className }: { status: QuoteStatus; className?: string }) {
  const { i18n } = useLingui();
  const { variant, Icon } = look[status];
  return (
    <Badge variant={variant} className={className}>
      <Icon aria-hidden="true" className="size-4" strokeWidth={2} />
      {i18n._(quoteStatusLabels[status])}
    </Badge>
  );
}
