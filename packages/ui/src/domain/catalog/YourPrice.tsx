import { Trans } from '@lingui/react/macro';
import { formatBdt } from '@storefront/shared';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge.tsx';

export interface YourPriceProps {
  /** The public price per unit, BDT. */
  price: number;
  /** The reader's own (their customer group's, requirements §20.5), when they have one; else the public price alone. */
  yourPrice?: number | undefined;
  /** `title` on cards and the item page, `body` in cart lines and summaries. */
  size?: 'title' | 'body';
  className?: string;
}

/**
 * A price as its reader pays it (requirements §20.5): a customer group member's own price marked
 * "Your price", with the public one beside it, struck through; anyone else sees the public price
 * alone, as before.
 */
export function YourPrice({ price, yourPrice, size = 'title', className }: YourPriceProps) {
  const amount = size === 'title' ? 'text-title font-bold text-primary' : 'font-semibold text-ink';
  if (yourPrice === undefined) return <p className={cn(amount, className)}>{formatBdt(price)}</p>;
  const publicPrice = formatBdt(price);
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <p className={amount}>{formatBdt(yourPrice)}</p>
      <Badge variant="success">
        <Trans>Your price</Trans>
      </Badge>
      {yourPrice === price ? null : (
        <p className="text-body-sm text-ink-muted">
          <Trans>
            Public price <s>{publicPrice}</s>
          </Trans>
        </p>
      )}
    </div>
  );
}

export interface PublicPriceNoteProps {
  /** The public price per unit, BDT, beside the member's price the line was charged. */
  price: number;
  className?: string;
}

/**
 * Under a line charged at a customer group member's price (invoices, requirements §20.5 item 10):
 * a `Your price` badge and the public price per unit when it was ordered, struck through.
 */
export function PublicPriceNote({ price, className }: PublicPriceNoteProps) {
  const publicPrice = formatBdt(price);
  return (
    <span
      className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-body-sm text-ink-muted tabular-nums', className)}
    >
      <Badge variant="success">
        <Trans>Your price</Trans>
      </Badge>
      <span>
        <Trans>
          Public price <s>{publicPrice}</s>
        </Trans>
      </span>
    </span>
  );
}
