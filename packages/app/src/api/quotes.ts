// Quotes' calls (requirements §20.7): a buyer's requests and answers, the staff's offers, the
// preview of an offer delivered, accepting it (a purchase), and the PDF.
import {
  apiPaths,
  type Item,
  type Purchase,
  type QuoteAcceptInput,
  type QuoteOfferInput,
  type QuoteRequest,
  type QuoteRequestInput,
  type QuoteStatus,
  type QuoteSummary,
} from '@storefront/shared';
import type { CheckoutQuote, PaymentMethod, QuoteItemOption, WithPayment } from '@storefront/ui';
import useSWR from 'swr';
import { apiRequest, apiSend, type ApiError } from './client.ts';
import { downloadFile } from './download.ts';
import { useApi } from './hooks.ts';

/** GET /api/quotes answers 20 a page (`?page=`, x-total-count). */
export const QUOTES_PAGE_SIZE = 20;

/** A page of quotes: the reader's own, or every buyer's to a store administrator; `status` narrows them. */
export function useQuotes(status: QuoteStatus | undefined, page: number) {
  const query = new URLSearchParams({ ...(status ? { status } : {}), page: String(page) });
  const read = useApi<QuoteSummary[]>(`${apiPaths.quotes}?${query.toString()}`, { keepPreviousData: true });
  const pageCount = Math.max(1, Math.ceil((read.total ?? read.data?.length ?? 0) / QUOTES_PAGE_SIZE));
  return Object.assign(read, { rows: read.data ?? [], pageCount });
}

export function useQuote(id: string | undefined) {
  return useApi<QuoteRequest>(id ? apiPaths.quote(id) : null);
}

export const requestQuote = (input: Pick<QuoteRequestInput, 'lines'> & { note?: string }) =>
  apiSend<QuoteRequest>('POST', apiPaths.quotes, input);
export const sendOffer = (id: string, offer: QuoteOfferInput) =>
  apiSend<QuoteRequest>('POST', apiPaths.quoteOffers(id), offer);
export const askForChanges = (id: string, message: string) =>
  apiSend<QuoteRequest>('POST', apiPaths.quoteChanges(id), { message });
export const rejectQuote = (id: string, message: string | undefined) =>
  apiSend<QuoteRequest>('POST', apiPaths.quoteReject(id), message === undefined ? {} : { message });
export const withdrawQuote = (id: string, message: string | undefined) =>
  apiSend<QuoteRequest>('POST', apiPaths.quoteWithdraw(id), message === undefined ? {} : { message });
/** A purchase at the offer's prices, as checkout answers one (201; 200 for a replayed key). */
/** The accept form's body: the checkout's fields (the district as chosen, the charge shown if any) and the version. */
type QuoteAcceptBody = Omit<QuoteAcceptInput, 'district' | 'delivery_charge'> & {
  district: string;
  delivery_charge?: number | undefined;
};
export const acceptQuote = (id: string, input: QuoteAcceptBody) =>
  apiSend<Purchase & WithPayment>('POST', apiPaths.quoteAccept(id), input);
export const downloadQuotePdf = (quote: Pick<QuoteRequest, '_id' | 'number'>) =>
  downloadFile(apiPaths.quotePdf(quote._id), `${quote.number}.pdf`);

/**
 * The newest offer's lines at their offered prices delivered to `district` and paid by `method`
 * (POST /api/quotes/{id}/preview), asked again when either changes; the last stays while the next loads.
 */
export function useQuotePreview(id: string, district: string, method: PaymentMethod, version: number | undefined) {
  const key = district && version !== undefined ? ['quote-preview', id, district, method, version] : null;
  const result = useSWR<CheckoutQuote, ApiError>(
    key,
    () => apiSend<CheckoutQuote>('POST', apiPaths.quotePreview(id), { district, payment_method: method }),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
  const isCurrent = key !== null && !result.isValidating && result.data !== undefined && !result.error;
  return {
    preview: key === null ? undefined : result.data,
    isCurrent,
    isLoading: key !== null && !isCurrent && !result.error,
    error: key === null ? undefined : result.error?.message,
    retry: () => void result.mutate(),
  };
}

/** Items to add to an offer, found by name or SKU: their price per unit from 1 unit. */
export async function findQuoteItems(q: string): Promise<QuoteItemOption[]> {
  const query = new URLSearchParams({ q, limit: '10' });
  const { data } = await apiRequest<Item[]>(`${apiPaths.itemSearch}?${query.toString()}`);
  return data.map((item) => ({ item: item._id, name: item.name, list_price: item.price_per_unit }));
}
