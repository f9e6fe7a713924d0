import { Trans, useLingui } from '@lingui/react/macro';
// An item's own page (requirements §12.2), public: the 404 page for an unknown or deleted id; its
// specifications and Compare under it (§19).
import { categoryHref, categoryMessage, localizedItem, toasts } from '@storefront/shared';
import { Button, EmptyState, ItemDetailSkeleton, sayShared, toast } from '@storefront/ui';
import { useParams, type Params } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { prefetchItem, useIsAdmin, useItem } from '../api/hooks.ts';
import { useAddToCart } from '../cart/useCart.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { ItemPageWithSpecs } from '../specs/ItemSpecs.tsx';
import { ItemCompareToggle } from '../specs/compareToggle.tsx';
import { Component as NotFound } from './NotFound.tsx';

export function prefetch({ itemId }: Params): void {
  if (itemId) prefetchItem(itemId);
}

export function Component() {
  const { itemId } = useParams();
  const read = useItem(itemId);
  const { data: item, error } = read;
  const { isAdmin } = useIsAdmin();
  const addToCart = useAddToCart();
  const { t, i18n } = useLingui();
  // The name the page shows: its Bangla one on a Bangla page (as the server's title for the page).
  useDocumentTitle(item && localizedItem(item, i18n.locale === 'bn' ? 'bn' : 'en').name);

  // An item already at hand (the server's answer inlined in the page, api/initialAnswers.ts) shows at
  // once: SWR reports loading on mount while it asks again. Read only then (useApi).
  if (item === undefined && read.isLoading) {
    return (
      <Page>
        <ItemDetailSkeleton />
      </Page>
    );
  }
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFound />;
  if (error || !item) {
    return (
      <Page>
        <EmptyState
          tone="error"
          title={t`The item could not be loaded`}
          description={error?.message}
          action={
            <Button onClick={() => void read.mutate()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </Page>
    );
  }
  return (
    <Page>
      <ItemPageWithSpecs
        item={item}
        categoryName={sayShared(i18n, categoryMessage(item.category))}
        categoryHref={categoryHref(item.category)}
        editHref={isAdmin ? `/dashboard/manage-items/${encodeURIComponent(item._id)}` : undefined}
        LinkComponent={RouterLink}
        compare={<ItemCompareToggle item={item} />}
        onAddToCart={async (quantity) => {
          await addToCart(item._id, quantity);
          toast.success(toasts.addedToCart(quantity, item.name));
        }}
      />
    </Page>
  );
}
