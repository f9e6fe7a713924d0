import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt } from '@storefront/shared';
import { CircleAlert, TriangleAlert } from 'lucide-react';
import { useSharedText } from '../../i18n/translateMessage.ts';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { QuantityStepper } from '../cart/QuantityStepper.tsx';
import type { BuilderPart, BuilderSlotSpec, Severity } from './contract.ts';

export interface BuilderSlotPart extends BuilderPart {
  quantity: number;
}

export interface BuilderSlotProps {
  slot: BuilderSlotSpec;
  /** The parts chosen for it (one at most, but for a `multiple` slot). */
  parts: readonly BuilderSlotPart[];
  /** The slot may stay empty (a card with a CPU's own graphics, a cooler in the CPU's box). */
  optional?: boolean | undefined;
  /** The worst problem of the build that names this slot's parts, if any. */
  severity?: Severity | undefined;
  /** Choose (or add another, or change one: then with its id) opens the part picker. */
  onChoose: (replacing?: string) => void;
  onRemove: (id: string) => void;
  onQuantity?: ((id: string, quantity: number) => void) | undefined;
  className?: string;
}

/**
 * One slot of the PC builder (requirements §19.3): empty with Choose, or each part chosen with its
 * picture, name, price (times its quantity where the slot takes one), Change and Remove; a slot
 * that takes several parts (storage) adds another. A problem on its parts is marked beside its name.
 */
export function BuilderSlot({
  slot,
  parts,
  optional,
  severity,
  onChoose,
  onRemove,
  onQuantity,
  className,
}: BuilderSlotProps) {
  const { t } = useLingui();
  const say = useSharedText();
  const label = say(slot.label);
  const quantityLabel = (name: string) => t`Quantity of ${name}`;
  const changeLabel = (name: string) => t`Change ${name}`;
  const removeLabel = (name: string) => t`Remove ${name}`;
  return (
    <section
      aria-label={label}
      className={cn(
        'grid gap-3 rounded-card border bg-surface p-4',
        severity === 'error' ? 'border-danger/40' : severity === 'warning' ? 'border-warning-ink/30' : 'border-line',
        className,
      )}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="text-body font-semibold text-ink">{label}</h3>
        {optional ? (
          <span className="text-caption text-ink-muted">
            <Trans>Optional</Trans>
          </span>
        ) : null}
        {severity === 'error' ? (
          <span className="flex items-center gap-1 text-caption font-semibold text-danger">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            <Trans>Does not fit</Trans>
          </span>
        ) : severity === 'warning' ? (
          <span className="flex items-center gap-1 text-caption font-semibold text-warning-ink">
            <TriangleAlert aria-hidden="true" className="size-3.5" />
            <Trans>Check the warning</Trans>
          </span>
        ) : null}
        {parts.length === 0 ? (
          <Button size="sm" className="ml-auto" onClick={() => onChoose()} aria-label={t`Choose ${label}`}>
            <Trans>Choose</Trans>
          </Button>
        ) : null}
      </div>
      {parts.length > 0 ? (
        <ul className="grid gap-3">
          {parts.map((part) => (
            <li
              key={part._id}
              className="flex flex-wrap items-center gap-3 border-t border-line pt-3 first:border-t-0 first:pt-0"
            >
              <img src={part.image} alt="" className="size-16 shrink-0 rounded-control object-cover" />
              <div className="grid min-w-0 flex-1 basis-40 gap-1">
                <span className="font-semibold [overflow-wrap:anywhere] text-ink">{part.name}</span>
                <span className="text-body-sm text-ink tabular-nums">{formatBdt(part.price * part.quantity)}</span>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {slot.quantity && onQuantity ? (
                  <QuantityStepper
                    value={part.quantity}
                    label={quantityLabel(part.name)}
                    onChange={(quantity) => onQuantity(part._id, quantity)}
                  />
                ) : null}
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => onChoose(part._id)}
                  aria-label={changeLabel(part.name)}
                >
                  <Trans>Change</Trans>
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onRemove(part._id)}
                  aria-label={removeLabel(part.name)}
                >
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {slot.multiple && parts.length > 0 ? (
        <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => onChoose()}>
          <Trans>Add another</Trans>
        </Button>
      ) : null}
    </section>
  );
}
