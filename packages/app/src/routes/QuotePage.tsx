// A quote's page (requirements §20.7): its thread, the PDF, and what the reader may do with it. The
// buyer accepts the newest offer (the checkout's fields with the server's preview at the offered
// prices: a purchase, whose page is next), asks for changes or rejects; store administrators send
// the next offer from the editor or withdraw the quote.
import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths, dayOf, errorMessage, formatNumber, toasts, type QuoteRequest } from '@storefront/shared';
import {
  Button,
  EmptyState,
  QuoteAcceptForm,
  QuoteOfferEditor,
  QuoteThread,
  Skeleton,
  toast,
  type PaymentMethod,
} from '@storefront/ui';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { ApiError } from '../api/client.ts';
import { holdAnswer } from '../api/freshAnswers.ts';
import { useAddresses, useIsAdmin } from '../api/hooks.ts';
import {
  acceptQuote,
  askForChanges,
  downloadQuotePdf,
  findQuoteItems,
  rejectQuote,
  sendOffer,
  useQuote,
  useQuotePreview,
  withdrawQuote,
} from '../api/quotes.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { wantToaster } from '../components/toasterWanted.ts';
import { goToGateway, newCheckoutKey, usePaymentConfig } from '../payments/payments.ts';

const purchaseHref = (id: string) => `/dashboard/purchases/${encodeURIComponent(id)}`;

/** The buyer's acceptance of the newest offer: the checkout's fields, the preview, Place order. */
function AcceptOffer({
  quote,
  onCancel,
  onRefused,
}: {
  quote: QuoteRequest;
  onCancel: () => void;
  onRefused: () => void;
}) {
  const offer = quote.offers.at(-1)!;
  const { data: addresses } = useAddresses(true);
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [key, setKey] = useState(newCheckoutKey);
  const [district, setDistrict] = useState('');
  const onDistrictChange = useCallback((chosen: string) => setDistrict(chosen), []);
  const offered = usePaymentConfig();
  const [picked, setMethod] = useState<PaymentMethod>('cod');
  const method = offered.payment_methods.includes(picked) ? picked : 'cod';
  const { preview, isCurrent, isLoading, error, retry } = useQuotePreview(quote._id, district, method, offer.version);
  if (addresses === undefined) return null;
  return (
    <QuoteAcceptForm
      offer={offer}
      addresses={addresses}
      onDistrictChange={onDistrictChange}
      methods={offered.payment_methods}
      method={method}
      onMethodChange={setMethod}
      codAdvanceAbove={offered.cod_advance_above}
      preview={preview}
      previewCurrent={isCurrent}
      previewLoading={isLoading}
      previewError={error ?? null}
      onPreviewRetry={retry}
      onCancel={onCancel}
      onSubmit={async ({ address, phone, district: chosen, buyer_bin, po_number }) => {
        try {
          const purchase = await acceptQuote(quote._id, {
            key,
            address,
            phone,
            district: chosen,
            payment_method: method,
            delivery_charge: preview?.delivery_charge,
            version: offer.version,
            ...(buyer_bin ? { buyer_bin } : {}),
            ...(po_number ? { po_number } : {}),
          });
          setKey(newCheckoutKey());
          toast.success(toasts.purchasePlaced(purchase.number));
          void holdAnswer(mutate, apiPaths.purchase(purchase._id), purchase);
          // requirements §18: paid online (or a cash order's advance), the gateway's page is next.
          const gateway = purchase.payment?.redirect_url;
          if (gateway) goToGateway(gateway);
          else void navigate(purchaseHref(purchase._id));
        } catch (cause) {
          if (!(cause instanceof ApiError)) throw cause;
          setKey(newCheckoutKey());
          // Refused as it stands (a newer version, expired, closed, a changed charge): read both again.
          if (cause.status === 409) {
            retry();
            onRefused();
          }
          throw cause;
        }
      }}
    />
  );
}

export function Component() {
  const { t } = useLingui();
  useEffect(wantToaster, []);
  const { quoteId = '' } = useParams();
  const read = useQuote(quoteId);
  const { isAdmin, isLoading: adminLoading } = useIsAdmin();
  const timeZone = useStoreTimeZone();
  const [accepting, setAccepting] = useState<number | null>(null);
  const number = read.data?.number;
  useDocumentTitle(number === undefined ? t`Quote` : t`Quote ${number}`);
  if (read.isLoading || adminLoading) return <Skeleton className="h-96 w-full" />;
  const quote = read.data;
  if (read.error || quote === undefined) {
    return (
      <EmptyState
        tone="error"
        title={t`The quote could not be shown`}
        description={read.error?.message}
        action={
          <Button onClick={() => void read.mutate()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  const show = (next: QuoteRequest) => read.mutate({ data: next, total: undefined }, { revalidate: false });
  const act = async (work: Promise<QuoteRequest>, done: string) => {
    await show(await work);
    toast.success(done);
  };
  const newest = quote.offers.at(-1);
  const open = ['requested', 'offered', 'changes_requested', 'expired'].includes(quote.status);
  const today = dayOf(new Date(), timeZone);
  const quoteNumber = quote.number;
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={isAdmin ? '/dashboard/quote-requests' : '/dashboard/quotes'}
        className="text-body-sm text-primary hover:underline"
      >
        {isAdmin ? <Trans>All quotes</Trans> : <Trans>My quotes</Trans>}
      </Link>
      <QuoteThread
        quote={quote}
        viewer={isAdmin ? 'staff' : 'buyer'}
        onAccept={(version) => setAccepting(version)}
        onChanges={(message) => act(askForChanges(quote._id, message), t`Your request for changes was sent`)}
        onReject={(message) => act(rejectQuote(quote._id, message), t`Quote ${quoteNumber} rejected`)}
        onWithdraw={(message) => act(withdrawQuote(quote._id, message), t`Quote ${quoteNumber} withdrawn`)}
        onDownloadPdf={() => downloadQuotePdf(quote)}
        purchaseHref={purchaseHref}
        LinkComponent={RouterLink}
      >
        {isAdmin && open ? (
          <QuoteOfferEditor
            // A new version starts from the newest offer as sent.
            key={quote.offers.length}
            lines={
              newest
                ? newest.lines
                : quote.lines.map(({ item, name, quantity, list_price }) => ({ item, name, quantity, list_price }))
            }
            version={(newest?.version ?? 0) + 1}
            today={today}
            onFindItems={findQuoteItems}
            onSubmit={async (offer) => {
              await show(await sendOffer(quote._id, offer));
              const version = formatNumber((newest?.version ?? 0) + 1);
              toast.success(t`Offer version ${version} sent`);
            }}
          />
        ) : null}
        {!isAdmin && newest && accepting === newest.version && quote.status === 'offered' ? (
          <AcceptOffer
            quote={quote}
            onCancel={() => setAccepting(null)}
            onRefused={() => void read.mutate().catch((cause: unknown) => toast.error(errorMessage(cause)))}
          />
        ) : null}
      </QuoteThread>
    </div>
  );
}
