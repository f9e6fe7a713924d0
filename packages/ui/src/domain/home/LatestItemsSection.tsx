import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { Anchor } from '../../lib/Anchor.tsx';
import { Button } from '../../primitives/Button.tsx';
import { ListFailure } from './ListFailure.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { ItemCard, ItemCardSkeleton, type ItemSummary } from '../ItemCard.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export interface LatestItemsSectionProps {
  /** The items to show, already cut to the latest ones (`latestItems` from @storefront/shared). */
  items: ItemSummary[];
  /** Shows three card placeholders while the list is on its way. */
  isLoading?: boolean;
  /** The list failed to load: a short message with "Try again" (which calls `onRetry`) instead. */
  error?: string | null;
  onRetry?: () => void;
  /** Link component for the Purchase buttons, the titles and "See all products". Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
}

/**
 * "Our Latest Items": a grid of ItemCards, 1 / 2 / 3 columns on small / medium / large screens, gap 10;
 * each title opens the item's page, and "See all products" the catalog (requirements §12.1).
 */
export function LatestItemsSection({
  items,
  isLoading = false,
  error,
  onRetry,
  LinkComponent = Anchor,
}: LatestItemsSectionProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="latest-items-heading" className="mx-auto max-w-page px-4 py-16 sm:px-6">
      <SectionHeading id="latest-items-heading" title={t`Our Latest Items`} />
      {error ? (
        <ListFailure title={t`The latest items could not be loaded.`} description={error} onRetry={onRetry} />
      ) : (
        <div className="grid grid-cols-1 gap-10 md:grid-cols-2 lg:grid-cols-3" aria-busy={isLoading || undefined}>
          {isLoading
            ? [0, 1, 2].map((i) => <ItemCardSkeleton key={i} />)
            : items.map((item, i) => (
                <ItemCard
                  key={item._id}
                  item={item}
                  itemHref={`/items/${encodeURIComponent(item._id)}`}
                  LinkComponent={LinkComponent}
                  imageLoading={i < 3 ? 'eager' : 'lazy'}
                />
              ))}
        </div>
      )}
      <div className="mt-10 flex justify-center">
        <Button asChild variant="secondary" size="lg">
          <LinkComponent href="/items">
            <Trans>See all products</Trans>
            <ArrowRight aria-hidden="true" className="size-4" />
          </LinkComponent>
        </Button>
      </div>
    </section>
  );
}
