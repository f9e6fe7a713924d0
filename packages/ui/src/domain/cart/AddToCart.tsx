import { Trans, useLingui } from '@lingui/react/macro';
import { messages, orderQuantityError, errorMessage, type Item } from '@storefront/shared';
import { ShoppingCart } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { QuantityStepper } from './QuantityStepper.tsx';
import { useLocalizedItem } from '../../i18n/localizedItem.ts';
import { useTranslateMessage } from '../../i18n/translateMessage.ts';

export interface AddToCartProps {
  item: Pick<Item, 'name' | 'min_order_quantity' | 'available_quantity'>;
  /** Adds `quantity` units to the cart; the button waits for it. A rejection's message shows below. */
  onAdd: (quantity: number) => Promise<unknown>;
  /** Where the quantity starts: the minimum order quantity by default. */
  quantity?: number;
  /** The smaller version for a card: no stepper, the minimum quantity. */
  compact?: boolean;
  className?: string;
}

/**
 * "Add to cart" with the quantity (requirements §14.1), starting at the minimum order quantity;
 * the quantity's problem (below the minimum, above the stock) shows before it is added, and is
 * judged as the quantity is typed: it goes, and the button comes back, as soon as the number is right.
 */
export function AddToCart({ item: given, onAdd, quantity: start, compact = false, className }: AddToCartProps) {
  const item = useLocalizedItem(given);
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const name = item.name;
  const [quantity, setQuantity] = useState(start ?? item.min_order_quantity);
  /** What the field holds while it is typed in (null: empty), until the number is left. */
  const [typed, setTyped] = useState<number | null>(quantity);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const messageId = useId();
  const quantityProblem = typed === null ? messages.quantityRequired : orderQuantityError(typed, item);
  const problem = error ?? quantityProblem ?? null;
  const add = async () => {
    setBusy(true);
    setError(null);
    try {
      // What the field shows: a click can come before the field is left (the button is off unless it is right).
      await onAdd(typed ?? quantity);
    } catch (cause) {
      setError(errorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-2">
        {compact ? null : (
          <QuantityStepper
            value={quantity}
            min={item.min_order_quantity}
            max={item.available_quantity}
            label={t`Units of ${name} to add`}
            describedBy={problem ? messageId : undefined}
            onType={(n) => {
              setError(null);
              setTyped(n);
            }}
            onChange={(n) => {
              setError(null);
              setQuantity(n);
            }}
          />
        )}
        <Button
          variant="secondary"
          size={compact ? 'md' : 'lg'}
          className={compact ? 'w-full' : 'flex-1'}
          isLoading={busy}
          loadingLabel={t`Adding to your cart`}
          disabled={Boolean(quantityProblem)}
          onClick={() => void add()}
        >
          <ShoppingCart aria-hidden="true" className="size-4" />
          <Trans>Add to cart</Trans>
          {compact ? <span className="sr-only">: {item.name}</span> : null}
        </Button>
      </div>
      {problem ? (
        <p id={messageId} className="text-body-sm font-medium text-danger">
          {translate(problem)}
        </p>
      ) : null}
    </div>
  );
}
