import { Trans, useLingui } from '@lingui/react/macro';
import {
  currencySign,
  errorMessage,
  formatBdt,
  groupPricesInputSchema,
  messages,
  toLatinDigits,
  type GroupPriceEntry,
  type GroupPricesInput,
} from '@storefront/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { FormProvider, get, useFieldArray, useForm, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { screenDigits } from '../../i18n/digits.ts';
import { useTranslateMessage } from '../../i18n/translateMessage.ts';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { PriceTiersFields, type PriceTierFieldValues } from '../forms/PriceTiersFields.tsx';

/** An item the editor may add, as the catalog's search answers it. */
export interface PriceListItemChoice {
  _id: string;
  name: string;
  sku: string;
  price_per_unit: number;
}

export interface PriceListEditorProps {
  /** The group's list as the API answers it (`GET /api/customer-groups/{id}/prices`). */
  entries: GroupPriceEntry[];
  /** Items whose name, SKU or id starts with or holds the typed text (the catalog's search). */
  onSuggest: (text: string) => Promise<PriceListItemChoice[]>;
  /**
   * Sends the whole list (`PUT .../prices`). A rejection with `fieldErrors` keyed `prices.<n>.<field>`
   * shows each message on its entry; any other shows under the list.
   */
  onSave: (prices: GroupPricesInput['prices']) => Promise<unknown>;
  /** How long to wait after a keystroke before asking for suggestions. */
  debounceMs?: number;
}

type Kind = 'price' | 'percent';

/** One entry as the form holds it: typed text until validated. */
interface EntryValues {
  item: string;
  item_name: string;
  sku: string;
  public_price: number;
  kind: Kind;
  amount: string;
  tiers: PriceTierFieldValues[];
  valid_from: string;
  valid_until: string;
}

interface ListValues {
  prices: EntryValues[];
}

const toValues = (entry: GroupPriceEntry): EntryValues => ({
  item: entry.item,
  item_name: entry.item_name,
  sku: entry.sku,
  public_price: entry.public_price,
  kind: entry.percent_off === null ? 'price' : 'percent',
  amount: screenDigits(entry.price ?? entry.percent_off ?? 0),
  tiers: entry.tiers.map((tier) => ({
    min_quantity: screenDigits(tier.min_quantity),
    price: screenDigits(tier.price),
  })),
  valid_from: entry.valid_from ?? '',
  valid_until: entry.valid_until ?? '',
});

/** A typed number (Latin or Bangla digits), else the text itself for the schema to refuse. */
function typedNumber(text: string): number | null {
  const latin = toLatinDigits(text).trim();
  if (latin === '') return null;
  return Number(latin);
}

/** The body PUT sends, before the shared schema judges it. */
const toInput = (entry: EntryValues) => ({
  item: entry.item,
  price: entry.kind === 'price' ? typedNumber(entry.amount) : null,
  percent_off: entry.kind === 'percent' ? typedNumber(entry.amount) : null,
  tiers: entry.kind === 'price' ? entry.tiers : [],
  valid_from: entry.valid_from || null,
  valid_until: entry.valid_until || null,
});

/**
 * Where a message about `prices.<n>.<field>...` shows in the form: a price or a percentage at the
 * entry's amount, a tier at its field, the item, and a date at theirs. Null: under the list.
 */
function fieldOf(path: readonly PropertyKey[]): string | null {
  const [list, n, field, ...rest] = path.map(String);
  if (list !== 'prices' || n === undefined || !/^\d+$/.test(n)) return null;
  if (field === 'price' || field === 'percent_off') return `prices.${n}.amount`;
  if (field === 'tiers') return ['prices', n, 'tiers', ...rest].join('.');
  if (field === 'item' || field === 'valid_from' || field === 'valid_until') return `prices.${n}.${field}`;
  return null;
}

/**
 * A customer group's price list as its store administrator edits it (requirements §20.5): per
 * item either the group's price (with optional volume tiers, as an item's own) or a percentage off
 * the public price, each for optional first and last days. Save sends the whole list; the shared
 * schema judges it first, and the server's refusals show on the entries they name.
 */
export function PriceListEditor({ entries, onSuggest, onSave, debounceMs = 300 }: PriceListEditorProps) {
  const { t } = useLingui();
  const form = useForm<ListValues>({ defaultValues: { prices: entries.map(toValues) } });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'prices' });
  const rootError = form.formState.errors.root?.submit?.message;

  const submit = form.handleSubmit(async (values) => {
    const parsed = groupPricesInputSchema.safeParse({ prices: values.prices.map(toInput) });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field) form.setError(field as 'prices', { type: 'validate', message: issue.message });
        else form.setError('root.submit', { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      await onSave(parsed.data.prices);
      form.reset(values);
    } catch (cause) {
      const byField = (cause as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {};
      let placed = false;
      for (const [key, message] of Object.entries(byField)) {
        const field = fieldOf(key.split('.'));
        if (!field) continue;
        form.setError(field as 'prices', { type: 'server', message });
        placed = true;
      }
      if (!placed) form.setError('root.submit', { type: 'server', message: errorMessage(cause) });
    }
  });

  const count = screenDigits(fields.length);
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
        <h3 className="text-title font-semibold text-ink">
          <Trans>Prices: {count}</Trans>
        </h3>
        <ItemPicker
          taken={fields.map((field) => field.item)}
          onSuggest={onSuggest}
          debounceMs={debounceMs}
          onPick={(choice) =>
            append({
              item: choice._id,
              item_name: choice.name,
              sku: choice.sku,
              public_price: choice.price_per_unit,
              kind: 'price',
              amount: '',
              tiers: [],
              valid_from: '',
              valid_until: '',
            })
          }
        />
        {fields.length ? (
          <ol className="flex flex-col gap-4" aria-label={t`Price list`}>
            {fields.map((field, index) => (
              <li key={field.id}>
                <EntryFields index={index} onRemove={() => remove(index)} />
              </li>
            ))}
          </ol>
        ) : (
          <EmptyState
            title={t`No prices yet`}
            description={t`Add an item to give this group its own price or a percentage off.`}
          />
        )}
        <FormError>{rootError}</FormError>
        <Button type="submit" className="self-end" isLoading={form.formState.isSubmitting}>
          <Trans>Save the price list</Trans>
        </Button>
      </form>
    </FormProvider>
  );
}

/** One entry: the item, its price or percentage off, tiers with a price, and the days it holds. */
function EntryFields({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const form = useFormContext<ListValues>();
  const entry = form.getValues(`prices.${index}`);
  const kind = useWatch({ control: form.control, name: `prices.${index}.kind` });
  const errors = form.formState.errors.prices?.[index];
  const itemError = (get(form.formState.errors, `prices.${index}.item`) as FieldError | undefined)?.message;
  const name = entry.item_name;
  const publicPrice = formatBdt(entry.public_price);
  const kindName = `prices.${index}.kind` as const;
  return (
    <Card role="group" aria-label={name} className="flex flex-col gap-4 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-semibold text-ink [overflow-wrap:anywhere]">{name}</p>
          <p className="text-caption text-ink-muted">
            <span className="font-mono">{entry.sku}</span>
            {' · '}
            <Trans>Public price {publicPrice}</Trans>
          </p>
          {itemError ? (
            <p role="alert" className="text-caption font-medium text-danger">
              {translate(itemError)}
            </p>
          ) : null}
        </div>
        <Button type="button" variant="ghost" size="icon" aria-label={t`Remove ${name}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
        <legend className="mb-1 text-body-sm font-medium text-ink">
          <Trans>The group pays</Trans>
        </legend>
        <label className="flex items-center gap-2 text-body-sm text-ink">
          <input type="radio" value="price" className="size-4 accent-primary" {...form.register(kindName)} />
          <Trans>Its own price</Trans>
        </label>
        <label className="flex items-center gap-2 text-body-sm text-ink">
          <input type="radio" value="percent" className="size-4 accent-primary" {...form.register(kindName)} />
          <Trans>A percentage off the public price</Trans>
        </label>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          label={kind === 'percent' ? t`Percentage off` : t`Price each`}
          error={errors?.amount?.message}
          required
        >
          <NumberInput
            suffix={kind === 'percent' ? '%' : currencySign()}
            {...form.register(`prices.${index}.amount`)}
          />
        </FormField>
        <FormField label={t`From (optional)`} error={errors?.valid_from?.message}>
          <Input type="date" {...form.register(`prices.${index}.valid_from`)} />
        </FormField>
        <FormField label={t`Until (optional)`} error={errors?.valid_until?.message}>
          <Input type="date" {...form.register(`prices.${index}.valid_until`)} />
        </FormField>
      </div>
      {kind === 'price' ? (
        <PriceTiersFields
          name={`prices.${index}.tiers`}
          description={t`Lower prices for larger orders: the price above applies from 1 unit; each tier from its quantity up.`}
        />
      ) : null}
    </Card>
  );
}

/**
 * Adds an item: its name, SKU or id typed with the catalog's suggestions (as quick order's SKU
 * field), Add (or Enter) takes the suggestion it names, or the only one.
 */
function ItemPicker({
  taken,
  onSuggest,
  onPick,
  debounceMs,
}: {
  taken: string[];
  onSuggest: PriceListEditorProps['onSuggest'];
  onPick: (choice: PriceListItemChoice) => void;
  debounceMs: number;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const listId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [suggestions, setSuggestions] = useState<PriceListItemChoice[]>([]);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const typed = text.trim();
    if (typed.length < 2) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      void onSuggest(typed).then((found) => current && setSuggestions(found));
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, onSuggest, debounceMs]);

  async function add() {
    const typed = text.trim().toLowerCase();
    if (!typed) return;
    const named = (list: PriceListItemChoice[]) =>
      list.find((s) => [s.name, s.sku, s._id].some((v) => v.toLowerCase() === typed)) ??
      (list.length === 1 ? list[0] : undefined);
    const choice = named(suggestions) ?? named(await onSuggest(text.trim()).catch(() => []));
    if (!choice) {
      setError(t`No item matches: choose one of the suggestions`);
      return;
    }
    if (taken.includes(choice._id)) {
      setError(messages.groupPriceItemTwice);
      return;
    }
    setError(null);
    setText('');
    setSuggestions([]);
    onPick(choice);
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1.5 text-body-sm font-medium text-ink">
          <Trans>Add an item (name, SKU or id)</Trans>
          <Input
            list={listId}
            value={text}
            autoComplete="off"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void add();
              }
            }}
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s._id} value={s.name}>
                {s.sku}
              </option>
            ))}
          </datalist>
        </label>
        <Button type="button" variant="secondary" onClick={() => void add()}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add</Trans>
        </Button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-caption font-medium text-danger">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}
