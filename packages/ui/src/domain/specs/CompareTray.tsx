import { Trans, useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { Anchor } from '../../lib/Anchor.tsx';
import { cn } from '../../lib/cn.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { screenDigits } from '../../i18n/digits.ts';
import { Button, buttonVariants } from '../../primitives/Button.tsx';
import { COMPARE_MAX, type CompareEntry, type CompareRefusal } from './compare.ts';

export interface CompareTrayProps {
  /** The items being compared, in the order chosen (`addToCompare`). */
  items: readonly CompareEntry[];
  /** The last item refused and why: said until the next change. */
  refusal?: { reason: CompareRefusal; name: string } | null | undefined;
  onRemove: (id: string) => void;
  onClear: () => void;
  /** The compare page's shareable URL for these items. */
  href: string;
  link?: LinkComponent | undefined;
  className?: string;
}

/**
 * The compare tray (requirements §19.2): follows the shopper at the bottom of every page while it
 * holds items: each with Remove, "Compare" to the side-by-side page (from two items), Clear, and
 * why an item was not added (a fifth, another category's).
 */
export function CompareTray({
  items,
  refusal,
  onRemove,
  onClear,
  href,
  link: Link = Anchor,
  className,
}: CompareTrayProps) {
  const { t } = useLingui();
  if (items.length === 0 && !refusal) return null;
  const count = screenDigits(items.length);
  const max = screenDigits(COMPARE_MAX);
  const refused = refusal?.name ?? '';
  const removeLabel = (name: string) => t`Remove ${name} from compare`;
  const refusalText = refusal
    ? {
        full: t`You can compare up to ${max} items. Remove one to add ${refused}.`,
        'other-category': t`${refused} is in another category. Compare items of one category: clear the tray to start again.`,
        'no-category': t`${refused} has no category yet, so it cannot be compared.`,
      }[refusal.reason]
    : null;
  return (
    <section
      aria-label={t`Compare`}
      className={cn('fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface shadow-raised', className)}
    >
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-3 px-4 py-3">
        {refusalText ? (
          <p role="alert" className="rounded-control bg-warning-soft px-3 py-2 text-body-sm text-warning-ink">
            {refusalText}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <h2 className="text-body-sm font-semibold text-ink">
            <Trans>
              Compare ({count} of {max})
            </Trans>
          </h2>
          <ul className="order-last flex min-w-0 basis-full flex-wrap gap-2 sm:order-none sm:flex-1 sm:basis-0">
            {items.map((item) => (
              <li
                key={item._id}
                className="flex max-w-full min-w-0 items-center gap-2 rounded-control border border-line bg-surface-muted py-1 pr-1 pl-1 sm:max-w-56"
              >
                {item.image ? <img src={item.image} alt="" className="size-8 shrink-0 rounded object-cover" /> : null}
                <span className="min-w-0 truncate text-caption text-ink" title={item.name}>
                  {item.name}
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(item._id)}
                  aria-label={removeLabel(item.name)}
                  className="flex size-7 shrink-0 items-center justify-center rounded-control text-ink-muted hover:bg-ink/5 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
          <div className="ml-auto flex items-center gap-2">
            {items.length > 0 ? (
              <Button variant="ghost" size="sm" onClick={onClear}>
                <Trans>Clear</Trans>
              </Button>
            ) : null}
            {items.length >= 2 ? (
              <Link href={href} className={buttonVariants({ size: 'sm' })}>
                <Trans>Compare</Trans>
              </Link>
            ) : (
              <p className="text-caption text-ink-muted">
                <Trans>Add one more item to compare.</Trans>
              </p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
