import { Trans, useLingui } from '@lingui/react/macro';
// The cart (requirements §14.1, §14.2), public: a signed-out visitor's cart lives in this browser
// and checking out asks them to sign in first (the cart waits, and merges into the account's).
import { apiPaths, toasts, errorMessage, type Cart, type CheckoutInput, type Purchase } from '@storefront/shared';
import { Button, CartView, CheckoutForm, DeliverySummary, SubmitError, toast, type WithPayment } from '@storefront/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError, apiSend } from '../api/client.ts';
import { holdAnswer } from '../api/freshAnswers.ts';
import { useAddresses } from '../api/hooks.ts';
import type { FromState } from '../auth/returnPath.ts';
import { Page } from '../components/Page.tsx';
import { RequestQuote } from '../components/RequestQuote.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { wantToaster } from '../components/toasterWanted.ts';
import { useCart } from '../cart/useCart.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { isUnverifiedLimit, VerifyToOrder } from '../components/VerifyToOrder.tsx';
import { useCheckoutQuote } from '../delivery/quote.ts';
import { PaymentChoicePicker, usePaymentChoice } from '../payments/PaymentChoice.tsx';
import { goToGateway, newCheckoutKey } from '../payments/payments.ts';

/** A purchase as checkout answers it: with its payment (requirements §18). */
type PlacedPurchase = Purchase & WithPayment;

/** The refusal's messages (`lines.{index}`) by the item of each line sent. */
function messagesByItem(error: ApiError, lines: CheckoutInput['lines']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const index = /^lines\.(\d+)$/.exec(field)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    if (line) out[line.item] = message;
  }
  return out;
}

function Checkout({
  cart,
  onRefused,
  onPlaced,
}: {
  cart: Cart;
  onRefused: (m: Record<string, string>) => void;
  onPlaced: (p: PlacedPurchase) => void;
}) {
  const { data: addresses } = useAddresses(true);
  const { user } = useAuth();
  const [key, setKey] = useState(newCheckoutKey);
  // The last refusal was the unverified account's limit: the notice to verify goes under the form.
  const [verify, setVerify] = useState(false);
  // requirements §17: the charge is quoted for the lines and the district chosen, before Place order.
  const [district, setDistrict] = useState('');
  const onDistrictChange = useCallback((chosen: string) => setDistrict(chosen), []);
  const quoted = useMemo(() => cart.lines.map(({ item, quantity }) => ({ item, quantity })), [cart.lines]);
  // requirements §18, §20.8: how the buyer pays (on invoice too, for a member of a company with
  // terms); the quote's due_now follows it.
  const payment = usePaymentChoice();
  const { method } = payment;
  const { quote, isCurrent, isLoading, error, retry } = useCheckoutQuote(quoted, district, method);
  if (addresses === undefined) return null;
  return (
    <>
      <CheckoutForm
        addresses={addresses}
        // The charge sent is the one shown: not while the next is on its way, nor without one.
        blocked={cart.lines.some((l) => l.problem) || !isCurrent}
        onDistrictChange={onDistrictChange}
        summary={
          <>
            <PaymentChoicePicker choice={payment} quote={isCurrent ? quote : undefined} />
            <DeliverySummary
              quote={quote}
              isLoading={isLoading}
              error={error}
              onRetry={retry}
              needsDistrict={!district}
              paymentMethod={method}
            />
          </>
        }
        onSubmit={async ({ address, phone, district: chosen, buyer_bin, po_number }) => {
          const lines = cart.lines.map((l) => ({ item: l.item, quantity: l.quantity, unit_price: l.unit_price }));
          onRefused({});
          payment.setError(undefined);
          try {
            const purchase = await apiSend<PlacedPurchase>('POST', apiPaths.checkout, {
              key,
              address,
              phone,
              lines,
              district: chosen,
              payment_method: method,
              delivery_charge: quote?.delivery_charge,
              ...(buyer_bin ? { buyer_bin } : {}),
              ...(po_number ? { po_number } : {}),
            });
            setKey(newCheckoutKey());
            onPlaced(purchase);
          } catch (cause) {
            if (!(cause instanceof ApiError)) throw cause;
            // Nothing was ordered: each line says why, at its place in the cart. A new attempt is a new checkout.
            onRefused(messagesByItem(cause, lines));
            setVerify(isUnverifiedLimit(cause, user));
            payment.setError(cause.fieldErrors.payment_method);
            setKey(newCheckoutKey());
            // A changed price or delivery charge (409): the summary shows the new figures before asking again.
            if (cause.status === 409) retry();
            throw new SubmitError(cause.message, cause.fieldErrors);
          }
        }}
      />
      {verify ? <VerifyToOrder /> : null}
      {/* requirements §20.7: or the store's prices for these lines asked for (nothing reserved). */}
      <RequestQuote lines={cart.lines} />
    </>
  );
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Your cart`);
  // A failed change is told in a toast, signed in or not.
  useEffect(wantToaster, []);
  const { cart, signedIn, error, retry, setQuantity, remove, refresh, checkedOut } = useCart();
  const { mutate } = useSWRConfig();
  const [busyItem, setBusyItem] = useState<string | null>(null);
  const [messages, setMessages] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const location = useLocation();
  const change = (item: string, work: () => Promise<unknown> | void) => {
    setBusyItem(item);
    setMessages(({ [item]: _, ...rest }) => rest);
    void Promise.resolve()
      .then(work)
      .catch((cause: unknown) => toast.error(errorMessage(cause)))
      .finally(() => setBusyItem(null));
  };
  const checkout = !cart?.lines.length ? null : signedIn ? (
    <Checkout
      cart={cart}
      onRefused={(m) => {
        setMessages(m);
        // Prices and stock as they are now.
        if (Object.keys(m).length) refresh();
      }}
      onPlaced={(purchase) => {
        toast.success(toasts.purchasePlaced(purchase.number));
        // The answer is the purchase its page shows, and the cart it emptied: neither is read again.
        checkedOut();
        void holdAnswer(mutate, apiPaths.purchase(purchase._id), purchase);
        // requirements §18: paid online (or a cash order's advance), the gateway's page is next; the
        // purchase's page follows from there. Without a session (the gateway did not open), its page offers Pay now.
        const gateway = purchase.payment?.redirect_url;
        if (gateway) goToGateway(gateway);
        else void navigate(`/dashboard/purchases/${encodeURIComponent(purchase._id)}`);
      }}
    />
  ) : (
    <Button asChild size="lg">
      <Link to="/login" state={{ from: location } satisfies FromState}>
        <Trans>Sign in to check out</Trans>
      </Link>
    </Button>
  );
  return (
    <Page>
      <CartView
        cart={cart}
        error={error?.message}
        onRetry={retry}
        busyItem={busyItem}
        messages={messages}
        onQuantity={(item, quantity) => change(item, () => setQuantity(item, quantity))}
        onRemove={(item) => change(item, () => remove(item))}
        checkout={checkout}
        checkoutHasTotal={signedIn}
        LinkComponent={RouterLink}
      />
    </Page>
  );
}
