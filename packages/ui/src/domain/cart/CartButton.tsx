import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ShoppingCart } from 'lucide-react';
import { Anchor } from '../../lib/Anchor.tsx';
import { cn } from '../../lib/cn.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { screenDigits } from '../../i18n/digits.ts';

export interface CartButtonProps {
  /** Units in the cart; undefined while it loads (no count shown). */
  count: number | undefined;
  href?: string;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** "Cart, 3 items" (requirements §14.1): the navbar's way to the cart, with its count of units (last in a wide navbar). */
export function CartButton({ count, href = '/cart', LinkComponent = Anchor, className }: CartButtonProps) {
  const { t } = useLingui();
  // In the reader's digits (requirements §16).
  const shown = count === undefined ? undefined : count > 99 ? `${screenDigits(99)}+` : screenDigits(count);
  // The name holds the badge's text, as shown ("99+"), so what is seen is what is said.
  const label =
    count === undefined ? t`Cart` : t`${plural(count, { one: `Cart, ${shown} item`, other: `Cart, ${shown} items` })}`;
  return (
    <LinkComponent
      href={href}
      aria-label={label}
      className={cn(
        'relative inline-flex size-9 @3xl:order-last items-center justify-center rounded-control text-night-ink hover:bg-night-raised focus-visible:outline-2 focus-visible:outline-accent',
        className,
      )}
    >
      <ShoppingCart aria-hidden="true" className="size-5" />
      {shown !== undefined && count !== 0 ? (
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-accent px-1 text-center text-caption leading-5 font-bold text-night tabular-nums"
        >
          {shown}
        </span>
      ) : null}
    </LinkComponent>
  );
}
