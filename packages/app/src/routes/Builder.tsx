import { Trans, useLingui } from '@lingui/react/macro';
// The PC builder (requirements §19.5), public: a slot per part, each choice checked at once
// (the picker's fit with shared partFits, live; the whole build's problems, wattage and BDT total
// from POST /api/builds/check after each change). It never blocks: it says what does not fit and
// how to fix it. The build lives in the address and this browser; a signed-in buyer saves it by name,
// and a saved build's public link (/builder/<id>) reopens it read-only, signed out too.
import {
  apiPaths,
  BUILD_NAME_MAX,
  BUILD_PART_QUANTITY_MAX,
  builderSlots,
  failures,
  localizedItem,
  notCheckedMessages,
  partFits,
  type BuilderSlot as SlotDefinition,
  type BuildCheckAnswer,
  type BuildPart,
  type BuildPartInput,
  type Item,
  type SavedBuild,
  type Severity,
} from '@storefront/shared';
import {
  BuilderSlot,
  Button,
  CompatibilityNotice,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  FormField,
  Input,
  PartPicker,
  Spinner,
  toast,
  translateMessage,
  useSharedText,
  WattageMeter,
  type PartCandidate,
} from '@storefront/ui';
import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { ApiError, apiSend } from '../api/client.ts';
import { useApi } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import type { FromState } from '../auth/returnPath.ts';
import { BuildSummary } from '../builder/BuildSummary.tsx';
import { partsFromSearch, readStoredBuild, searchOfParts, storeBuild } from '../builder/buildState.ts';
import { MyBuilds } from '../builder/MyBuilds.tsx';
import { useAddBuildToCart, useBuildCheck, useBuildItems, useSlotCandidates } from '../builder/useBuild.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { RequestQuote } from '../components/RequestQuote.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { wantToaster } from '../components/toasterWanted.ts';
import { useLanguage } from '../i18n/LanguageContext.tsx';

const NO_ITEMS: ReadonlyMap<string, Item> = new Map();
const categoryOf = (slot: SlotDefinition['slot']) => builderSlots.find((s) => s.slot === slot)?.category;
const rank: Record<Severity, number> = { error: 0, warning: 1, note: 2 };

/** The parts as the rules read them: those whose items are here. */
function buildParts(parts: readonly BuildPartInput[], items: ReadonlyMap<string, Item | null>): BuildPart[] {
  return parts.flatMap(({ item, quantity }) => {
    const found = items.get(item);
    return found
      ? [{ item: { _id: found._id, name: found.name, category: found.category, specs: found.specs }, quantity }]
      : [];
  });
}

/** The worst problem of the build that names one of `ids`. */
function worstFor(check: BuildCheckAnswer | undefined, ids: readonly string[]): Severity | undefined {
  const found = (check?.problems ?? [])
    .filter((p) => p.severity !== 'note' && p.items.some((id) => ids.includes(id)))
    .map((p) => p.severity);
  return found.sort((a, b) => rank[a] - rank[b])[0];
}

/** The check's refusal of gone items (`parts.<n>.item`), by item id. */
function goneItems(error: unknown, parts: readonly BuildPartInput[]): Map<string, string> {
  const gone = new Map<string, string>();
  if (!(error instanceof ApiError)) return gone;
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const index = /^parts\.(\d+)\.item$/.exec(field)?.[1];
    const part = index === undefined ? undefined : parts[Number(index)];
    if (part) gone.set(part.item, message);
  }
  return gone;
}

function useAddAllToCart(parts: readonly BuildPartInput[]) {
  const { t, i18n } = useLingui();
  const add = useAddBuildToCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await add(parts);
      toast.success(t`The build's parts are in your cart`);
      void navigate('/cart');
    } catch (error) {
      toast.error(
        error instanceof Error ? translateMessage(i18n, error.message) : translateMessage(i18n, failures.server),
      );
      setBusy(false);
    }
  };
  return { run, busy };
}

function BuildActions({ parts, extra }: { parts: readonly BuildPartInput[]; extra?: ReactNode }) {
  const addAll = useAddAllToCart(parts);
  return (
    <>
      <Button onClick={() => void addAll.run()} isLoading={addAll.busy}>
        <Trans>Add all to cart</Trans>
      </Button>
      <Button variant="secondary" onClick={() => window.print()}>
        <Trans>Print</Trans>
      </Button>
      {extra}
    </>
  );
}

/** The picker of one slot, in a dialog: its category's parts, those that fit the rest of the build first. */
function SlotPicker({
  slot,
  replacing,
  parts,
  onPick,
}: {
  slot: SlotDefinition;
  replacing: string | undefined;
  parts: readonly BuildPart[];
  onPick: (item: Item) => void;
}) {
  const { t } = useLingui();
  const say = useSharedText();
  const { language } = useLanguage();
  const list = useSlotCandidates(slot.category);
  // A drive changed in the storage slot (which takes several) is judged without the one it replaces.
  const rest = slot.multiple && replacing ? parts.filter((p) => p.item._id !== replacing) : parts;
  const candidates: PartCandidate[] = (list.data?.items ?? []).map((item) => {
    const shown = localizedItem(item, language);
    return {
      part: { _id: item._id, name: shown.name, image: item.image, price: item.price_per_unit },
      problems: partFits(
        slot.slot,
        { _id: item._id, name: item.name, category: item.category, specs: item.specs },
        rest,
      ),
    };
  });
  if (list.error)
    return (
      <p role="alert" className="text-body-sm text-danger">
        {list.error.message}{' '}
        <Button size="sm" variant="link" onClick={() => void list.mutate()}>
          <Trans>Try again</Trans>
        </Button>
      </p>
    );
  if (!list.data) return <Spinner label={t`Loading parts`} />;
  return (
    <PartPicker
      label={say(slot.label)}
      candidates={candidates}
      chosen={replacing}
      onPick={(id) => {
        const item = list.data?.items.find((i) => i._id === id);
        if (item) onPick(item);
      }}
    />
  );
}

function SaveBuild({ parts }: { parts: readonly BuildPartInput[] }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const saved = await apiSend<SavedBuild>('POST', apiPaths.builds, { name, parts });
      toast.success(t`Build saved`);
      void navigate(`/builder/${saved.id}`);
    } catch (cause) {
      setError(
        cause instanceof ApiError
          ? translateMessage(i18n, cause.fieldErrors.name ?? cause.message)
          : translateMessage(i18n, failures.server),
      );
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2 print:hidden">
      <FormField label={t`Build name`} error={error} className="min-w-0 flex-1 basis-56">
        <Input
          value={name}
          maxLength={BUILD_NAME_MAX}
          placeholder={t`Office PC for the front desk`}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <Button type="submit" isLoading={busy}>
        <Trans>Save build</Trans>
      </Button>
    </form>
  );
}

function BuildEditor() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`PC Builder`);
  const say = useSharedText();
  const location = useLocation();
  const navigate = useNavigate();
  const { status } = useAuth();
  const { language } = useLanguage();
  const parts = useMemo(() => partsFromSearch(location.search), [location.search]);
  // /builder opened without a build in its address: the one this browser kept.
  const [kept] = useState(() => (parts.length ? '' : searchOfParts(readStoredBuild())));
  useEffect(() => {
    if (kept) void navigate({ search: kept }, { replace: true });
  }, [kept, navigate]);
  useEffect(() => {
    if (parts.length) storeBuild(parts);
  }, [parts]);
  const change = (next: BuildPartInput[]) => {
    storeBuild(next);
    void navigate({ search: searchOfParts(next) }, { replace: true });
  };

  const [picked, setPicked] = useState<ReadonlyMap<string, Item>>(NO_ITEMS);
  const {
    items,
    error: itemsError,
    retry: retryItems,
  } = useBuildItems(
    parts.map((p) => p.item),
    picked,
  );
  const { check, error: checkError, retry } = useBuildCheck(parts);
  const gone = goneItems(checkError, parts);
  const chosen = buildParts(parts, items);
  const [picking, setPicking] = useState<{ slot: SlotDefinition; replacing?: string | undefined }>();

  const unitPrice = (id: string, item: Item) =>
    check?.lines.find((l) => l.item === id)?.unit_price ?? item.price_per_unit;
  const partsOf = (slot: SlotDefinition) =>
    parts.flatMap((part) => {
      const item = items.get(part.item);
      if (!item || item.category !== slot.category) return [];
      const shown = localizedItem(item, language);
      return [
        {
          _id: item._id,
          name: shown.name,
          image: item.image,
          price: unitPrice(part.item, item),
          quantity: part.quantity,
        },
      ];
    });
  const slotted = new Set<string>(builderSlots.map((s) => s.category));
  // Parts of no slot (an address or a shared build with a monitor) and parts that are gone: removable.
  const strays = parts.filter((p) => {
    const item = items.get(p.item);
    return item === null || gone.has(p.item) || (item !== undefined && !slotted.has(item.category ?? ''));
  });
  const hasCpu = chosen.some((p) => p.item.category === categoryOf('cpu'));
  const psu = chosen.find((p) => p.item.category === categoryOf('psu'));
  const psuWattage = typeof psu?.item.specs.wattage_w === 'number' ? psu.item.specs.wattage_w : null;

  const pick = (item: Item) => {
    if (!picking) return;
    const { slot, replacing } = picking;
    setPicked((known) => new Map(known).set(item._id, item));
    setPicking(undefined);
    if (parts.some((p) => p.item === item._id)) return;
    const current = replacing ?? (slot.multiple ? undefined : partsOf(slot)[0]?._id);
    const next = current
      ? parts.map((p) => (p.item === current ? { item: item._id, quantity: p.quantity } : p))
      : [...parts, { item: item._id, quantity: 1 }];
    change(next);
  };
  const remove = (id: string) => change(parts.filter((p) => p.item !== id));
  const setQuantity = (id: string, quantity: number) =>
    change(
      parts.map((p) =>
        p.item === id ? { item: id, quantity: Math.min(BUILD_PART_QUANTITY_MAX, Math.max(1, quantity)) } : p,
      ),
    );
  const removeLabel = (name: string) => t`Remove ${name}`;

  return (
    <Page className="grid gap-6">
      <div className="grid gap-1 print:hidden">
        <h1 className="text-heading font-bold text-ink">
          <Trans>PC Builder</Trans>
        </h1>
        <p className="text-body text-ink-muted">
          <Trans>
            Choose a part for each slot: we show the parts that fit what you have chosen first, and tell you what does
            not fit and how to fix it.
          </Trans>
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-3 print:hidden">
          <h2 className="sr-only">
            <Trans>Your parts</Trans>
          </h2>
          {builderSlots.map((slot) => (
            <BuilderSlot
              key={slot.slot}
              slot={slot}
              parts={partsOf(slot)}
              optional={
                slot.optional !== undefined && hasCpu && !(check?.problems ?? []).some((p) => p.rule === slot.optional)
              }
              severity={worstFor(
                check,
                partsOf(slot).map((p) => p._id),
              )}
              onChoose={(replacing) => setPicking({ slot, replacing })}
              onRemove={remove}
              onQuantity={setQuantity}
            />
          ))}
          {itemsError ? (
            <p role="alert" className="text-body-sm text-danger">
              {itemsError instanceof Error ? translateMessage(i18n, itemsError.message) : null}{' '}
              <Button size="sm" variant="link" onClick={retryItems}>
                <Trans>Try again</Trans>
              </Button>
            </p>
          ) : null}
          {strays.length > 0 ? (
            <section
              aria-label={t`Parts to remove`}
              className="grid gap-2 rounded-card border border-danger/30 bg-danger-soft p-4"
            >
              <h2 className="text-body font-semibold text-danger-hover">
                <Trans>Parts to remove</Trans>
              </h2>
              <ul className="grid gap-2">
                {strays.map((part) => {
                  const item = items.get(part.item);
                  const name = item ? localizedItem(item, language).name : part.item;
                  const why = gone.get(part.item);
                  return (
                    <li key={part.item} className="flex flex-wrap items-center gap-2 text-body-sm text-ink">
                      <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                        {name}
                        {why ? `: ${translateMessage(i18n, why)}` : null}
                      </span>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => remove(part.item)}
                        aria-label={removeLabel(name)}
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
        </div>
        <aside className="grid gap-4">
          {/* The verdict once the server has checked this build (an all-clear before would be a guess). */}
          {check || parts.length === 0 ? (
            <CompatibilityNotice
              problems={check?.problems ?? []}
              notChecked={notCheckedMessages}
              empty={parts.length === 0}
              className="print:hidden"
            />
          ) : checkError ? null : (
            <Spinner label={t`Checking the build`} />
          )}
          {checkError && gone.size === 0 ? (
            <p role="alert" className="text-body-sm text-danger print:hidden">
              {checkError.message}{' '}
              <Button size="sm" variant="link" onClick={retry}>
                <Trans>Try again</Trans>
              </Button>
            </p>
          ) : null}
          {check ? (
            <>
              <WattageMeter wattage={check.wattage} psuWattage={psuWattage} className="print:hidden" />
              <BuildSummary
                lines={check.lines}
                total={check.total}
                items={items}
                actions={
                  <>
                    <BuildActions parts={parts} />
                    <Button variant="ghost" onClick={() => change([])}>
                      <Trans>Start over</Trans>
                    </Button>
                  </>
                }
              />
              {status === 'signed-in' ? (
                <>
                  <SaveBuild parts={parts} />
                  {/* requirements §20.7: the store's prices for the build's parts asked for. */}
                  <div className="print:hidden">
                    <RequestQuote lines={check.lines} />
                  </div>
                </>
              ) : (
                <p className="text-body-sm text-ink-muted print:hidden">
                  <Trans>
                    <Link
                      to="/login"
                      state={{ from: location } satisfies FromState}
                      className="font-semibold text-primary hover:underline"
                    >
                      Sign in
                    </Link>{' '}
                    to save this build and share it with a link.
                  </Trans>
                </p>
              )}
            </>
          ) : null}
        </aside>
      </div>
      {status === 'signed-in' ? <MyBuilds /> : null}
      <Dialog open={picking !== undefined} onOpenChange={(open) => !open && setPicking(undefined)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
          <DialogTitle>{picking ? say(picking.slot.label) : null}</DialogTitle>
          <DialogDescription>
            <Trans>The parts that fit what you have chosen come first.</Trans>
          </DialogDescription>
          {picking ? (
            <SlotPicker slot={picking.slot} replacing={picking.replacing} parts={chosen} onPick={pick} />
          ) : null}
        </DialogContent>
      </Dialog>
    </Page>
  );
}

/** A saved build at its public link: read-only, exactly as saved, with the same checks, cart and print. */
function SharedBuild({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const build = useApi<SavedBuild>(apiPaths.build(id));
  useDocumentTitle(build.data?.name ?? t`PC Builder`);
  const parts = build.data?.parts ?? [];
  const { items } = useBuildItems(
    parts.map((p) => p.item),
    NO_ITEMS,
  );
  const { check, error: checkError } = useBuildCheck(parts);
  const psu = buildParts(parts, items).find((p) => p.item.category === categoryOf('psu'));
  const psuWattage = typeof psu?.item.specs.wattage_w === 'number' ? psu.item.specs.wattage_w : null;
  const link = `${window.location.origin}/builder/${id}`;
  if (build.error)
    return (
      <Page className="grid gap-3">
        <h1 className="text-heading font-bold text-ink">
          <Trans>PC Builder</Trans>
        </h1>
        <p role="alert" className="text-body text-danger">
          {translateMessage(i18n, build.error.message)}
        </p>
        <RouterLink href="/builder" className="font-semibold text-primary hover:underline">
          <Trans>Start a build of your own</Trans>
        </RouterLink>
      </Page>
    );
  if (!build.data)
    return (
      <Page>
        <Spinner label={t`Loading the build`} />
      </Page>
    );
  return (
    <Page className="grid gap-6">
      <div className="grid gap-1 print:hidden">
        <h1 className="text-heading font-bold [overflow-wrap:anywhere] text-ink">{build.data.name}</h1>
        <p className="text-body text-ink-muted">
          <Trans>A saved PC build. It is read-only: open it in the builder to change a copy.</Trans>
        </p>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="grid gap-4">
          {check ? (
            <BuildSummary
              name={build.data.name}
              lines={check.lines}
              total={check.total}
              items={items}
              actions={
                <BuildActions
                  parts={parts}
                  extra={
                    <>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          // Signed out too: the toasts' viewport is mounted on demand.
                          wantToaster();
                          // The address is the link; copied, or shown where the clipboard is not allowed.
                          void navigator.clipboard.writeText(link).then(
                            () => toast.success(t`Link copied: anyone with it can see this build`),
                            () => toast.info(t`The link to share`, link),
                          );
                        }}
                      >
                        <Trans>Copy link</Trans>
                      </Button>
                      <Button variant="ghost" asChild>
                        <RouterLink href={`/builder${searchOfParts(parts)}`}>
                          <Trans>Open in the builder</Trans>
                        </RouterLink>
                      </Button>
                    </>
                  }
                />
              }
            />
          ) : checkError ? (
            <p role="alert" className="text-body-sm text-danger">
              {translateMessage(i18n, checkError.message)}
            </p>
          ) : (
            <Spinner label={t`Checking the build`} />
          )}
        </div>
        <aside className="grid gap-4 print:hidden">
          {check ? (
            <>
              <CompatibilityNotice problems={check.problems} notChecked={notCheckedMessages} />
              <WattageMeter wattage={check.wattage} psuWattage={psuWattage} />
            </>
          ) : null}
        </aside>
      </div>
    </Page>
  );
}

export function Component() {
  const { buildId } = useParams();
  return buildId ? <SharedBuild id={buildId} /> : <BuildEditor />;
}
