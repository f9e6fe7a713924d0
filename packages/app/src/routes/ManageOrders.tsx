import { Trans, useLingui } from '@lingui/react/macro';
// Manage All Orders (requirements §13.6): status tabs with counts, a search over number, customer
// and item, a range of days, all in the URL; the orders newest first, a page by cursor (Load more);
// each row's moves, a bulk bar for the chosen rows, and the CSV of exactly what the filters match.
import {
  apiPaths,
  daySchema,
  FIRST_STORE_DAY,
  LAST_STORE_DAY,
  orderStatusSchema,
  toasts,
  errorMessage,
  orderStatusWord,
  type OrderList,
  type OrderStatus,
} from '@storefront/shared';
import {
  adminPaymentStatuses,
  AllOrdersTable,
  BulkActionBar,
  Button,
  FormField,
  Input,
  LoadMore,
  OrderTransitionDialog,
  paymentStatusShortLabels,
  SearchField,
  Select,
  StatusTabs,
  toast,
  type AdminPaymentStatus,
  type AllOrdersRow,
} from '@storefront/ui';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useRevalidate } from '../api/hooks.ts';
import { downloadFile } from '../api/download.ts';
import { moveOrder, moveOrders } from '../api/mutations.ts';
import { useCursorPages, useDebouncedSearch } from '../api/useCatalogPages.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { ORDERS_PAGE_SIZE } from './pageSizes.ts';

type Move = Exclude<OrderStatus, 'placed'>;

interface View {
  status: OrderStatus | undefined;
  /** The payments' status (issue 33), '' for any. */
  payment: AdminPaymentStatus | '';
  q: string;
  from: string;
  to: string;
}

function viewFrom(params: URLSearchParams): View {
  const status = orderStatusSchema.safeParse(params.get('status'));
  const day = (name: string) => {
    const parsed = daySchema.safeParse(params.get(name));
    return parsed.success ? parsed.data : '';
  };
  const payment = params.get('payment_status');
  return {
    status: status.success ? status.data : undefined,
    payment: adminPaymentStatuses.find((s) => s === payment) ?? '',
    q: (params.get('q') ?? '').trim(),
    from: day('from'),
    to: day('to'),
  };
}

function paramsFor(view: View): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set('status', view.status);
  if (view.payment) params.set('payment_status', view.payment);
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  return params;
}

/** The move asked for: one order's, or the chosen ones' that can make it (of `chosen` chosen). */
type Pending = { to: Move; order: AllOrdersRow } | { to: Move; ids: string[]; chosen: number } | null;

/** The moves offered for the chosen orders, each only when some of them can make it. */
const bulkMoves: Move[] = ['confirmed', 'shipped'];

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Manage All Orders`);
  const timeZone = useStoreTimeZone();
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  // The chosen rows belong to the view they were chosen in: a new filter clears them.
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [typed, setTyped] = useDebouncedSearch(view.q, (q) => {
    setSelected(new Set());
    setParams(paramsFor({ ...view, q }), { replace: true });
  });
  const change = (next: Partial<View>) => {
    setSelected(new Set());
    setParams(paramsFor({ ...view, q: typed, ...next }));
  };
  const query = paramsFor(view);
  const filters = query.toString();
  query.set('limit', String(ORDERS_PAGE_SIZE));
  const list = useCursorPages<OrderList>(apiPaths.orderSearch, query.toString());
  const orders = list.pages?.flatMap((page) => page.orders) ?? [];
  const chosen = orders.filter((order) => selected.has(order._id));
  const [pending, setPending] = useState<Pending>(null);
  const [exporting, setExporting] = useState(false);
  const revalidate = useRevalidate();
  const pendingNumber = pending && 'order' in pending ? pending.order.number : '';

  async function confirm(note: string | undefined) {
    if (!pending) return;
    const label = orderStatusWord(pending.to);
    if ('order' in pending) {
      await moveOrder(pending.order._id, pending.to, note);
      toast.success(toasts.orderMoved(pending.order.number, label));
    } else {
      const { results } = await moveOrders(pending.ids, pending.to, note);
      const moved = results.filter((r) => r.ok).length;
      const report = toasts.ordersMoved(moved, label, results.length - moved);
      if (moved === results.length) toast.success(report);
      else toast.error(report);
      setSelected(new Set());
    }
    // Only a cancel gives stock back: then the items shown are read again too.
    await Promise.all([
      list.refresh(),
      revalidate(apiPaths.orderList, ...(pending.to === 'cancelled' ? [apiPaths.itemList] : [])),
    ]);
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadFile(`${apiPaths.orderExport}${filters ? `?${filters}` : ''}`, 'orders.csv');
    } catch (cause) {
      toast.error(errorMessage(cause));
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <SearchField
          value={typed}
          onChange={setTyped}
          label={t`Search orders`}
          placeholder={t`Number, customer or item`}
          className="min-w-60 flex-1"
        />
        <FormField label={t`From`}>
          <Input
            type="date"
            value={view.from}
            min={FIRST_STORE_DAY}
            max={view.to || LAST_STORE_DAY}
            onChange={(e) => change({ from: e.target.value })}
          />
        </FormField>
        <FormField label={t`To`}>
          <Input
            type="date"
            value={view.to}
            min={view.from || FIRST_STORE_DAY}
            max={LAST_STORE_DAY}
            onChange={(e) => change({ to: e.target.value })}
          />
        </FormField>
        <FormField label={t`Payment status`}>
          <Select value={view.payment} onChange={(e) => change({ payment: e.target.value as AdminPaymentStatus | '' })}>
            <option value="">{t`Any payment status`}</option>
            {adminPaymentStatuses.map((status) => (
              <option key={status} value={status}>
                {i18n._(paymentStatusShortLabels[status])}
              </option>
            ))}
          </Select>
        </FormField>
        <Button variant="secondary" onClick={() => void exportCsv()} isLoading={exporting} loadingLabel={t`Exporting`}>
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      <StatusTabs
        value={view.status}
        onChange={(status) => change({ status })}
        counts={list.last?.counts}
        controls="all-orders"
      />
      <div id="all-orders" role="tabpanel" aria-label={t`Orders`} className="flex flex-col gap-4">
        <AllOrdersTable
          orders={orders}
          total={list.last?.total}
          isLoading={list.loading}
          error={list.failed && orders.length === 0 ? (list.error?.message ?? null) : null}
          onRetry={list.retry}
          orderHref={(order) => `/dashboard/orders/${encodeURIComponent(order._id)}`}
          purchaseHref={(id) => `/dashboard/purchases/${encodeURIComponent(id)}`}
          LinkComponent={RouterLink}
          onTransition={(order, to) => setPending({ to, order })}
          selected={selected}
          onSelectedChange={setSelected}
          timeZone={timeZone}
        />
        {orders.length ? (
          <LoadMore
            shown={orders.length}
            total={list.last?.total ?? orders.length}
            hasMore={list.hasMore}
            loading={list.loadingMore}
            onLoadMore={list.loadMore}
            noun={['order', 'orders']}
          />
        ) : null}
      </div>
      <BulkActionBar
        chosen={chosen}
        moves={bulkMoves}
        onMove={(to, ids) => setPending({ to, ids, chosen: chosen.length })}
        onClear={() => setSelected(new Set())}
      />
      <OrderTransitionDialog
        to={pending?.to ?? null}
        subject={
          !pending
            ? ''
            : 'order' in pending
              ? t`order ${pendingNumber}`
              : { moving: pending.ids.length, chosen: pending.chosen }
        }
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={confirm}
      />
    </div>
  );
}
