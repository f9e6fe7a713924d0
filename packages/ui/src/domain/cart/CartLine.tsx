import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, type CartLine as Line } from '@storefront/shared';
import { useId } from 'react';
import { Anchor } from '../../lib/Anchor.tsx';
import { apart } from '../../lib/apart.tsx';
import { cn } from '../../lib/cn.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { useTranslateMessage } from '../../i18n/translateMessage.ts';

export interface CartLineProps {
  line: Line;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** A message for this line beyond the cart's own (a checkout's refusal), shown in its place. */
  message?: string | undefined;
  busy?: boolean;
  LinkComponent?: LinkComponent;
}

/**
 * One line of the cart (requirements §14.1): the item, its quantity stepper, its price per unit
 * (the tier the quantity reaches), the line's total, Remove, and what stops it being ordered. A
 * customer group member's line marks their price `Your price`, the public one struck beside it (§20.5).
 */
export function CartLine({ line, onQuantity, onRemove, message, busy = false, LinkComponent = Anchor }: CartLineProps) {
  const { t } = useLingui();
  const { name } = line;
  const sku = apart(line.sku);
  const price = apart(formatBdt(line.unit_price));
  const publicPrice = line.public_price === undefined ? null : formatBdt(line.public_price);
  const problemId = useId();
  // The server says a line's problem in English (the API's language): the screen says it in its own.
  const translate = useTranslateMessage();
  const problem = message ?? (line.problem ? translate(line.problem) : null);
  return (
    <li className="flex flex-col gap-3 border-b border-line py-4 last:border-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <img
          src={line.image}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-control border border-line bg-surface-muted object-contain"
        />
        <div className="flex min-w-0 flex-col">
          <LinkComponent
            href={`/items/${line.item}`}
            className="font-semibold [overflow-wrap:anywhere] text-ink hover:text-primary hover:underline"
          >
            {line.name}
          </LinkComponent>
          <span className="text-caption text-ink-muted">
            <Trans>SKU {sku}</Trans>
          </span>
          <span className="text-body-sm text-ink-muted tabular-nums">
            <Trans>{price} each</Trans>
          </span>
          {publicPrice ? (
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-body-sm text-ink-muted tabular-nums">
              <Badge variant="success">
                <Trans>Your price</Trans>
              </Badge>
              <span>
                <Trans>
                  Public price <s>{publicPrice}</s>
                </Trans>
              </span>
            </span>
          ) : null}
          {problem ? (
            <p id={problemId} className="text-body-sm font-medium text-danger">
              {problem}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 sm:flex-nowrap sm:justify-end">
        <QuantityStepper
          value={line.quantity}
          min={line.min_order_quantity}
          max={line.available_quantity}
          label={t`Quantity of ${name}`}
          describedBy={problem ? problemId : undefined}
          disabled={busy}
          onChange={onQuantity}
        />
        <output className={cn('text-right font-semibold text-ink tabular-nums sm:w-32')}>
          {formatBdt(line.line_total)}
        </output>
        <Button variant="ghost" size="sm" onClick={onRemove} disabled={busy} className="ml-auto sm:ml-0">
          <Trans>
            Remove<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
      </div>
    </li>
  );
}
