// The admin overview (requirements §15): the business at a glance over a period of store days,
// in the URL (?from=&to=) so a link or a reload shows the same view. Its charts' code (Recharts)
// loads with this page only.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  dayOf,
  daySchema,
  DEFAULT_STORE_TIME_ZONE,
  formatBdt,
  orderStatusMessages,
  periodStart,
  REPORT_DEFAULT_DAYS,
  type Overview,
  type OverviewQuery,
  apiPaths,
} from '@storefront/shared';
import {
  BarList,
  formatCount,
  formatPeriod,
  LowStockList,
  OrdersChart,
  PeriodPicker,
  RevenueChart,
  StatCard,
  TopItemsTable,
  type FiguresState,
} from '@storefront/ui/reports';
import { sayShared } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { useApi } from '../api/hooks.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

// The period is the server's to judge: a bad one from the address is refused with its reasons,
// which the picker shows beside its fields.
const dayParam = (params: URLSearchParams, name: string): string | undefined => params.get(name) || undefined;

/** The server's reasons for refusing the period (a 400 naming `from` or `to`), if that is the failure. */
function refusalOf(error: unknown): Partial<Record<keyof OverviewQuery, string>> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const { from, to } = error.fieldErrors;
  if (from === undefined && to === undefined) return undefined;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}

/** The period's own figures, each with its change on the period before. */
const periodFigures = [
  { label: msg`Revenue`, key: 'revenue', format: formatBdt },
  // Goods and delivery apart (requirements §17): revenue is the goods'.
  { label: msg`Delivery charges`, key: 'delivery', format: formatBdt },
  { label: msg`Orders`, key: 'orders', format: formatCount },
  { label: msg`Units sold`, key: 'units', format: formatCount },
] as const;

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Overview`);
  const [params, setParams] = useSearchParams();
  const from = dayParam(params, 'from');
  const to = dayParam(params, 'to');
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const path = `${apiPaths.reportOverview}${query.size ? `?${query}` : ''}`;
  // The last period's figures stay while the next period's load: no flash of skeletons.
  const read = useApi<Overview>(path, { keepPreviousData: true });
  const { error, isLoading, mutate } = read;
  const refused = refusalOf(error);
  // A refused period has no figures: not the last period's either.
  const data = refused ? undefined : read.data;
  // The store's today as the server tells it (the browser's clock or zone may differ); until the
  // first answer, the browser's guess in the store's default zone.
  const today = data?.today ?? dayOf(new Date(), DEFAULT_STORE_TIME_ZONE);
  const state: FiguresState = data ? 'ready' : isLoading ? 'loading' : error ? 'error' : 'loading';
  const failed = state === 'error';
  const retry = () => void mutate();
  const period = data?.period;
  const previous = data?.previous;
  // One day is "the previous day"; a longer period has several.
  const dayCount = formatCount(data?.days.length ?? 0);
  const previousLabel = period
    ? period.from === period.to
      ? t`the previous day`
      : t`the previous ${dayCount} days`
    : undefined;
  const days = data?.days ?? [];
  const zone = data?.timeZone;
  const failure = error?.message;

  const heading = (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="text-heading font-bold text-ink">
          <Trans>Overview</Trans>
        </h2>
        <p className="text-body-sm text-ink-muted" aria-live="polite">
          {period
            ? formatPeriod(i18n, period.from, period.to)
            : refused
              ? t`Choose another period to see its figures`
              : failed
                ? t`The figures could not be loaded`
                : t`Loading the period`}
          {zone ? t` · days in ${zone} time` : ''}
        </p>
      </div>
      <PeriodPicker
        // A new period from the URL (back, forward) starts the picker afresh.
        key={`${from ?? ''}:${to ?? ''}:${period?.from ?? ''}:${refused ? 'refused' : ''}`}
        value={{
          from: period?.from ?? from ?? periodStart(daySchema.safeParse(to).data ?? today, REPORT_DEFAULT_DAYS),
          to: period?.to ?? to ?? today,
        }}
        today={today}
        refused={refused}
        onChange={(next) => setParams({ from: next.from, to: next.to })}
      />
    </div>
  );
  // A refused period shows the server's reasons beside its fields, and no figures to load again.
  if (refused) return <div className="flex flex-col gap-6">{heading}</div>;

  return (
    <div className="flex flex-col gap-6">
      {heading}
      {error && data ? (
        <p role="alert" className="text-body-sm text-danger">
          <Trans>The figures for this period could not be loaded: {failure}</Trans>{' '}
          <button type="button" className="font-medium underline" onClick={retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      <section aria-label={t`Key figures`} className="grid grid-cols-1 gap-4 sm:grid-cols-2 2xl:grid-cols-3">
        {periodFigures.map(({ label, key, format }) => (
          <StatCard
            key={key}
            label={i18n._(label)}
            loading={!data}
            failed={failed}
            value={period ? format(period[key]) : ''}
            current={period?.[key]}
            previous={previous?.[key]}
            previousLabel={previousLabel}
          />
        ))}
        <StatCard
          label={t`Waiting for confirmation`}
          loading={!data}
          failed={failed}
          value={data ? formatCount(data.awaitingConfirmation) : ''}
          footer={
            <RouterLink
              href="/dashboard/manage-orders?status=placed"
              className="font-medium text-primary hover:underline"
            >
              <Trans>Confirm them in Manage All Orders</Trans>
            </RouterLink>
          }
        />
      </section>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <RevenueChart days={days} state={state} onRetry={retry} />
        <OrdersChart days={days} state={state} onRetry={retry} />
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <BarList
          title={t`Orders by status`}
          description={t`Orders placed in the period, by their status now`}
          unit={t`orders`}
          emptyText={t`No orders in this period`}
          state={state}
          onRetry={retry}
          rows={(data?.byStatus ?? []).map((s) => ({
            key: s.status,
            label: sayShared(i18n, orderStatusMessages[s.status]),
            value: s.orders,
          }))}
        />
        <BarList
          title={t`New customers per week`}
          description={t`Customer accounts created, each week from the period's first day`}
          unit={t`customers`}
          emptyText={t`No new customers in this period`}
          state={state}
          onRetry={retry}
          rows={(data?.newCustomers ?? []).map((w) => {
            const week = formatPeriod(i18n, w.weekStart, w.weekStart);
            return { key: w.weekStart, label: t`From ${week}`, value: w.customers };
          })}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <TopItemsTable
          byRevenue={data?.topByRevenue ?? []}
          byUnits={data?.topByUnits ?? []}
          state={state}
          onRetry={retry}
          LinkComponent={RouterLink}
        />
        <LowStockList
          items={data?.lowStock ?? []}
          total={data?.lowStockCount ?? 0}
          state={state}
          onRetry={retry}
          LinkComponent={RouterLink}
        />
      </div>
    </div>
  );
}
