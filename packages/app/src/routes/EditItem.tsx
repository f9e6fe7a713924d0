import { Trans, useLingui } from '@lingui/react/macro';
// An item's editor (admin, requirements §12.8, §12.9): its fields from the version read, its stock
// adjusted through the ledger, and the ledger itself. Reached from Manage Items and from the item page.
import { apiPaths, formatCount, messages, toasts, type Item, type StockMovement } from '@storefront/shared';
import {
  Button,
  EditItemForm,
  EmptyState,
  NotFoundMessage,
  Pagination,
  Skeleton,
  StockAdjustDialog,
  StockBadge,
  StockHistoryTable,
  toast,
} from '@storefront/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { useItem, usePagedList, useRevalidate } from '../api/hooks.ts';
import { adjustStock, editItem } from '../api/mutations.ts';
import { usePage } from '../api/usePage.ts';
import { useImageUpload } from '../api/useImageUpload.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { useVatRateDefault } from '../components/useVatRateDefault.ts';
import { STOCK_HISTORY_PAGE_SIZE } from './pageSizes.ts';

export function Component() {
  const { itemId = '' } = useParams();
  const { data: item, error, isLoading, mutate } = useItem(itemId);
  const { t } = useLingui();
  const name = item?.name;
  useDocumentTitle(name === undefined ? t`Edit item` : t`Edit ${name}`);
  if (isLoading) return <Skeleton className="h-96 w-full max-w-lg" />;
  // Inside the dashboard's main landmark: the 404 message without a page of its own.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400))
    return <NotFoundMessage LinkComponent={RouterLink} />;
  if (error || !item) {
    return (
      <EmptyState
        tone="error"
        title={t`The item could not be loaded`}
        description={error?.message}
        action={
          <Button onClick={() => void mutate()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <Editor
      item={item}
      reload={async () => void (await mutate())}
      save={(next) => mutate({ data: next, total: undefined }, { revalidate: false })}
    />
  );
}

interface EditorProps {
  item: Item;
  /** Reads the item again (after a conflict, or a stock change). */
  reload: () => Promise<void>;
  /** Keeps the item the server answered to an edit. */
  save: (item: Item) => unknown;
}

function Editor({ item, reload, save }: EditorProps) {
  const revalidate = useRevalidate();
  const { progress, upload } = useImageUpload();
  const [stale, setStale] = useState(false);
  const [adjusting, setAdjusting] = useState(false);
  const [page, setPage] = usePage();
  const history = usePagedList<StockMovement>(apiPaths.itemStock(item._id), page, STOCK_HISTORY_PAGE_SIZE);
  const timeZone = useStoreTimeZone();
  const vatRateDefault = useVatRateDefault();
  const { t } = useLingui();

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RouterLink
          href="/dashboard/manage-items"
          className="inline-flex items-center gap-1 text-body-sm font-medium text-primary hover:underline"
        >
          <span aria-hidden="true">←</span>
          <Trans>Manage Items</Trans>
        </RouterLink>
        <RouterLink
          href={`/items/${encodeURIComponent(item._id)}`}
          className="text-body-sm font-medium text-primary hover:underline"
        >
          <Trans>View in the store</Trans>
        </RouterLink>
      </div>

      <EditItemForm
        item={item}
        uploadProgress={progress}
        vatRateDefault={vatRateDefault}
        stale={
          stale
            ? {
                message: messages.itemChanged,
                onReload: () => void reload().then(() => setStale(false)),
              }
            : null
        }
        onSubmit={async ({ image, ...fields }) => {
          const file = image?.[0];
          const url = file ? await upload(file) : item.image;
          let saved: Item;
          try {
            saved = await editItem(item._id, { ...fields, image: url, version: item.version });
          } catch (cause) {
            // Someone saved first: nothing was changed. The notice offers the latest (what was typed
            // stays meanwhile), so the form shows no error of its own.
            if (cause instanceof ApiError && cause.status === 409 && !cause.fieldErrors.sku) {
              setStale(true);
              return;
            }
            throw cause;
          }
          setStale(false);
          await save(saved);
          toast.success(toasts.itemSaved(saved.name));
          // Every list that shows items reads them again.
          void revalidate(apiPaths.itemList);
        }}
      />

      <section aria-labelledby="stock-heading" className="flex max-w-lg flex-col gap-3">
        <h2 id="stock-heading" className="text-heading font-bold text-ink">
          <Trans>Stock</Trans>
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <span className="text-title font-semibold tabular-nums">
            {/* The count and its word as two pieces of text, as the English baseline draws them. */}
            {formatCount(item.available_quantity)}
            {t` available`}
          </span>
          <StockBadge item={item} />
          <Button variant="secondary" className="ml-auto" onClick={() => setAdjusting(true)}>
            <Trans>Adjust stock</Trans>
          </Button>
        </div>
      </section>
      <StockAdjustDialog
        open={adjusting}
        onOpenChange={setAdjusting}
        item={item}
        onSubmit={async (adjustment) => {
          const { available_quantity } = await adjustStock(item._id, adjustment);
          toast.success(toasts.stockAdjusted(item.name, adjustment.change, available_quantity));
          setPage(1);
          await Promise.all([reload(), revalidate(apiPaths.itemStock(item._id), apiPaths.itemList)]);
        }}
      />

      <div className="flex flex-col gap-4">
        <StockHistoryTable
          movements={history.rows}
          total={history.total}
          isLoading={history.isLoading}
          error={history.error?.message ?? null}
          onRetry={() => void history.mutate()}
          timeZone={timeZone}
          orderHref={(id) => `/dashboard/orders/${encodeURIComponent(id)}`}
          purchaseHref={(id) => `/dashboard/purchases/${encodeURIComponent(id)}`}
          LinkComponent={RouterLink}
        />
        <Pagination page={page} pageCount={history.pageCount} onPageChange={setPage} label={t`Stock history pages`} />
      </div>
    </div>
  );
}
