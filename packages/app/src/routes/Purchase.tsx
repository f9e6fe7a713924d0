import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths, categoryHref, categoryMessage, orderMessages, stockLevel, toasts } from '@storefront/shared';
import {
  AddToCart,
  Button,
  EmptyState,
  ItemDetail,
  ItemDetailSkeleton,
  sayShared,
  screenDigits,
  toast,
} from '@storefront/ui';
import { useState } from 'react';
import { Link, useNavigate, useParams, type Params } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client.ts';
import { holdAnswer } from '../api/freshAnswers.ts';
import { prefetchItem, useAddresses, useItem, useRevalidate } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useAddToCart } from '../cart/useCart.ts';
import { OrderForm } from '../components/OrderForm.tsx';
import { Page } from '../components/Page.tsx';
import { goToGateway } from '../payments/payments.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { isUnverifiedLimit, VerifyToOrder } from '../components/VerifyToOrder.tsx';

/** Opened at its address, the item is fetched while sign-in is being confirmed, not after. */
export function prefetch({ itemId }: Params): void {
  if (itemId) prefetchItem(itemId);
}

export function Component() {
  const { itemId } = useParams();
  const { user } = useAuth();
  const { data: item, error, isLoading, mutate } = useItem(itemId);
  // Asked beside the item; the form waits for the answer so it starts from the default address.
  const book = useAddresses(Boolean(user));
  const revalidate = useRevalidate();
  const { mutate: mutateKey } = useSWRConfig();
  const navigate = useNavigate();
  const addToCart = useAddToCart();
  // The last refusal was the unverified account's limit: the notice to verify goes under the form.
  const [verify, setVerify] = useState(false);
  const { t, i18n } = useLingui();
  const name = item?.name;
  useDocumentTitle(name === undefined ? t`Purchase` : t`Purchase ${name}`);

  if (isLoading || (item && book.isLoading)) {
    return (
      <Page>
        <ItemDetailSkeleton />
      </Page>
    );
  }
  if (error || !item) {
    const isGone = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Page>
        <h1 className="sr-only">
          <Trans>Purchase</Trans>
        </h1>
        <EmptyState
          tone={isGone ? 'neutral' : 'error'}
          title={isGone ? orderMessages.itemGone : t`The item could not be loaded`}
          description={isGone ? t`It may have been removed from the catalog.` : error?.message}
          action={
            isGone ? (
              <Button asChild>
                <Link to="/">
                  <Trans>Back to Home</Trans>
                </Link>
              </Button>
            ) : (
              <Button onClick={() => void mutate()}>
                <Trans>Try again</Trans>
              </Button>
            )
          }
        />
      </Page>
    );
  }
  if (stockLevel(item) === 'out-of-stock') {
    const minimum = screenDigits(item.min_order_quantity);
    const itemName = item.name;
    // requirements §12.4: say so, rather than offer a form that must fail.
    return (
      <Page>
        <ItemDetail item={item} sku={item.sku} categoryName={sayShared(i18n, categoryMessage(item.category))}>
          <EmptyState
            tone="neutral"
            title={t`Out of stock`}
            description={t`Fewer than ${minimum} units of ${itemName} are left, so it cannot be ordered now.`}
            action={
              <Button asChild variant="secondary">
                <Link to={categoryHref(item.category)}>
                  <Trans>See other products</Trans>
                </Link>
              </Button>
            }
          />
        </ItemDetail>
      </Page>
    );
  }
  return (
    <Page>
      <ItemDetail item={item}>
        <div className="flex flex-col gap-4">
          <OrderForm
            key={item._id}
            item={item}
            buyer={{ email: user?.email ?? '', name: user?.displayName ?? '' }}
            addresses={book.data}
            onPlaced={(orderId) => {
              // The item's stock is read by its next reader; only a cancel's is read at once.
              void revalidate(apiPaths.orderList);
              void navigate(`/dashboard/orders/${encodeURIComponent(orderId)}/placed`);
            }}
            onRefused={(cause) => setVerify(isUnverifiedLimit(cause, user))}
            // requirements §18: paid online (or with an advance), it went through checkout: to the gateway's page.
            onPurchased={(purchase) => {
              void revalidate(apiPaths.orderList);
              // The answer is the purchase its page shows (on invoice, its due day): not read again.
              void holdAnswer(mutateKey, apiPaths.purchase(purchase._id), purchase);
              const gateway = purchase.payment?.redirect_url;
              if (gateway) goToGateway(gateway);
              else void navigate(`/dashboard/purchases/${encodeURIComponent(purchase._id)}`);
            }}
          />
          {verify ? (
            <div className="mx-auto w-full max-w-lg">
              <VerifyToOrder />
            </div>
          ) : null}
          {/* requirements §14.1: or keep it for one checkout with other items. */}
          <section
            aria-label={t`Add to cart`}
            className="mx-auto flex w-full max-w-lg flex-col gap-2 rounded-card border border-line bg-surface p-4"
          >
            <p className="text-body-sm text-ink-muted">
              <Trans>Buying other parts too? Put it in your cart and check out once.</Trans>
            </p>
            <AddToCart
              item={item}
              onAdd={async (quantity) => {
                await addToCart(item._id, quantity);
                toast.success(toasts.addedToCart(quantity, item.name));
              }}
            />
          </section>
        </div>
      </ItemDetail>
    </Page>
  );
}
