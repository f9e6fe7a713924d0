import { Trans, useLingui } from '@lingui/react/macro';
// Compare (requirements §19.2), public and shareable: the items its address names
// (/compare?items=a,b, four at most, one category) side by side, the rows that differ first. Without
// items in the address it shows the tray's. Read from GET /api/item/{id}, each cached as its page's.
import { localizedItem } from '@storefront/shared';
import { Button, CompareTable, EmptyState, Notice, PageSpinner, type CompareItem } from '@storefront/ui';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { useItem } from '../api/hooks.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { compareIdsOf, compareSearch, removeFromCompareList, useCompare } from '../specs/compareList.ts';

/** The items of `ids` (four at most: one read each, the hooks always called in the same order). */
function useItems(ids: readonly string[]) {
  const reads = [useItem(ids[0]), useItem(ids[1]), useItem(ids[2]), useItem(ids[3])].slice(0, ids.length);
  // Unknown or deleted: left out, as the tray would have nothing to show of them.
  const gone = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
  return {
    loading: reads.some((read) => read.data === undefined && read.isLoading),
    failed: reads.some((read) => read.error && !gone(read.error)),
    retry: () => reads.forEach((read) => void read.mutate()),
    items: reads.flatMap((read) => (read.data ? [read.data] : [])),
    missing: reads.filter((read) => gone(read.error)).length,
  };
}

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Compare`);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = compareIdsOf(params);
  const tray = useCompare();
  // Opened without items (a bookmark, the tray's own page): the tray's, in the address to share.
  const traySearch = compareSearch(tray.items.map((item) => item._id));
  const fromTray = !params.has('items') && traySearch !== '';
  useEffect(() => {
    if (fromTray) void navigate({ search: traySearch }, { replace: true });
  }, [fromTray, traySearch, navigate]);
  const read = useItems(ids);
  const language = i18n.locale === 'bn' ? 'bn' : 'en';
  // One category: the first item's (the tray keeps to it; a hand-made address may not).
  const category = read.items[0]?.category ?? null;
  const shown = category ? read.items.filter((item) => item.category === category) : [];
  const leftOut = read.missing + read.items.length - shown.length;

  const remove = (id: string) => {
    removeFromCompareList(id);
    void navigate({ search: compareSearch(ids.filter((other) => other !== id)) });
  };

  let body;
  if (read.failed) {
    body = (
      <EmptyState
        tone="error"
        title={t`The items could not be loaded`}
        action={
          <Button onClick={read.retry}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  } else if (read.loading) {
    body = <PageSpinner />;
  } else {
    const items: CompareItem[] = shown.map((item) => ({
      _id: item._id,
      name: localizedItem(item, language).name,
      image: item.image,
      price: item.price_per_unit,
      href: `/items/${encodeURIComponent(item._id)}`,
      specs: item.specs,
    }));
    body = (
      <>
        {leftOut > 0 ? (
          <Notice tone="warning">
            <Trans>Some items are not shown: they are no longer sold, or are in another category.</Trans>
          </Notice>
        ) : null}
        <CompareTable category={category ?? ''} items={items} onRemove={remove} link={RouterLink} />
      </>
    );
  }

  return (
    <Page className="flex flex-col gap-6">
      <div>
        <h1 className="text-heading font-bold text-ink">
          <Trans>Compare</Trans>
        </h1>
        <p className="text-body-sm text-ink-muted">
          <Trans>Up to four items of one category side by side, the specifications that differ first.</Trans>
        </p>
      </div>
      {body}
    </Page>
  );
}
