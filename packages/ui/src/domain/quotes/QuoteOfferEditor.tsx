import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CART_MAX_LINES,
  currencySign,
  errorMessage,
  formatBdt,
  formatNumber,
  price,
  QUOTE_NOTE_MAX,
  quoteOfferInputSchema,
  toLatinDigits,
  type QuoteOfferInput,
} from '@storefront/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

/** A line the editor starts from, or an item found to add: its public price per unit (BDT) beside the offered one. */
export interface QuoteEditorLine {
  item: string;
  name: string;
  quantity: number;
  list_price: number;
  /** The price offered before (the previous version's), or none: the list price is the start. */
  unit_price?: number;
}

/** An item found by the editor's search, to add as a line. */
export interface QuoteItemOption {
  item: string;
  name: string;
  list_price: number;
}

export interface QuoteOfferEditorProps {
  /** The lines to price: the newest offer's, or the request's before any. */
  lines: readonly QuoteEditorLine[];
  /** The version this offer will be ("Send offer, version 2"). */
  version: number;
  /** The last valid day the form starts with ("2026-03-20"); none: the staff choose it. */
  validUntil?: string;
  /** The store's today: no earlier day may be chosen (the server says so too). */
  today?: string;
  /** Finds items to add by name or SKU; without it, no line may be added. */
  onFindItems?: (query: string) => Promise<QuoteItemOption[]>;
  /** Sends the offer; a rejection shows at `lines.<n>.<field>` and `valid_until`, else under the form. */
  onSubmit: (offer: QuoteOfferInput) => void | Promise<unknown>;
}

interface EditorValues {
  lines: { item: string; name: string; list_price: number; quantity: unknown; unit_price: unknown }[];
  valid_until: string;
  message: string;
}

const number = (schema: typeof price, value: unknown): number | undefined => {
  const parsed = schema.safeParse(typeof value === 'string' ? toLatinDigits(value) : value);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The staff's answer to a quote (requirements §20.7): each line's quantity and price per unit, with
 * the list price and the discount it makes; lines added (found by name) or removed; the last valid
 * day and a message; Send offer. Checked by shared `quoteOfferInputSchema`; the server's refusals
 * show at the line and field they name.
 */
export function QuoteOfferEditor({
  lines,
  version,
  validUntil = '',
  today,
  onFindItems,
  onSubmit,
}: QuoteOfferEditorProps) {
  const { t } = useLingui();
  const form = useForm<EditorValues, unknown, QuoteOfferInput>({
    resolver: zodResolver(quoteOfferInputSchema) as never,
    mode: 'onTouched',
    defaultValues: {
      lines: lines.map(({ item, name, quantity, list_price, unit_price }) => ({
        item,
        name,
        list_price,
        quantity: String(quantity),
        unit_price: String(unit_price ?? list_price),
      })),
      valid_until: validUntil,
      message: '',
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const watched = useWatch({ control: form.control, name: 'lines' });
  const { errors, isSubmitting } = form.formState;
  const serverFields = [
    'valid_until',
    'message',
    'lines',
    ...fields.flatMap((_, i) => [`lines.${i}.item`, `lines.${i}.quantity`, `lines.${i}.unit_price`] as const),
  ] as const;
  const subtotal = watched.reduce((sum, line) => {
    const each = number(price, line.unit_price);
    const count = number(price, line.quantity);
    return each === undefined || count === undefined ? sum : sum + each * count;
  }, 0);
  const shownVersion = formatNumber(version);
  const subtotalText = formatBdt(Math.round(subtotal * 100) / 100);
  const listError = errors.lines?.message ?? errors.lines?.root?.message;
  return (
    <Card role="region" aria-label={t`New offer`} className="gap-4 p-5">
      <h2 className="text-title font-semibold text-ink">
        <Trans>New offer, version {shownVersion}</Trans>
      </h2>
      <form
        noValidate
        aria-label={t`Offer`}
        className="flex flex-col gap-4"
        onSubmit={submitHandler(form, serverFields as never, onSubmit)}
      >
        <ol className="flex flex-col gap-3" aria-label={t`Lines`}>
          {fields.map((field, index) => {
            const line = watched[index] ?? field;
            const lineErrors = errors.lines?.[index];
            const each = number(price, line.unit_price);
            const listed = formatBdt(field.list_price);
            const { name } = field;
            const off = each !== undefined && each < field.list_price ? field.list_price - each : 0;
            const percent = formatNumber((off / field.list_price) * 100, { maxFractionDigits: 1 });
            const offEach = formatBdt(Math.round(off * 100) / 100);
            return (
              <li key={field.id}>
                <fieldset className="flex flex-col gap-2 rounded-control border border-line p-3">
                  <legend className="px-1 text-body-sm font-semibold text-ink [overflow-wrap:anywhere]">
                    {field.name}
                  </legend>
                  <FormError>{lineErrors?.item?.message}</FormError>
                  <div className="grid grid-cols-[1fr_1.4fr_auto] items-start gap-3">
                    <FormField label={t`Quantity`} error={lineErrors?.quantity?.message} required>
                      <NumberInput inputMode="numeric" suffix={t`pcs`} {...form.register(`lines.${index}.quantity`)} />
                    </FormField>
                    <FormField label={t`Price per unit`} error={lineErrors?.unit_price?.message} required>
                      <NumberInput suffix={currencySign()} {...form.register(`lines.${index}.unit_price`)} />
                    </FormField>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="mt-7"
                      aria-label={t`Remove ${name}`}
                      onClick={() => remove(index)}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                    </Button>
                  </div>
                  <p className="text-caption text-ink-muted">
                    {off > 0 ? (
                      <Trans>
                        List price {listed}: {percent}% off ({offEach} less each)
                      </Trans>
                    ) : (
                      <Trans>List price {listed}</Trans>
                    )}
                  </p>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <FormError>{listError}</FormError>
        {onFindItems && fields.length < CART_MAX_LINES ? (
          <ItemFinder
            onFindItems={onFindItems}
            taken={new Set(watched.map((l) => l.item))}
            onAdd={(found) =>
              append({
                item: found.item,
                name: found.name,
                list_price: found.list_price,
                quantity: '1',
                unit_price: String(found.list_price),
              })
            }
          />
        ) : null}
        <p className="text-body font-semibold text-ink">
          <Trans>Subtotal: {subtotalText}</Trans>
        </p>
        <FormField label={t`Valid until`} error={errors.valid_until?.message} required>
          <Input type="date" min={today} {...form.register('valid_until')} />
        </FormField>
        <FormField label={t`Message to the buyer (optional)`} error={errors.message?.message}>
          <Textarea rows={3} maxLength={QUOTE_NOTE_MAX} {...form.register('message')} />
        </FormField>
        <FormError>{errors.root?.submit?.message}</FormError>
        <Button type="submit" isLoading={isSubmitting} loadingLabel={t`Sending the offer`} disabled={!fields.length}>
          <Trans>Send offer</Trans>
        </Button>
      </form>
    </Card>
  );
}

function ItemFinder({
  onFindItems,
  taken,
  onAdd,
}: {
  onFindItems: (query: string) => Promise<QuoteItemOption[]>;
  taken: ReadonlySet<string>;
  onAdd: (found: QuoteItemOption) => void;
}) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<QuoteItemOption[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const find = async () => {
    if (!query.trim()) return;
    setBusy(true);
    setFailure(null);
    try {
      setFound(await onFindItems(query.trim()));
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const shown = found?.filter((f) => !taken.has(f.item)) ?? null;
  return (
    <div className="flex flex-col gap-2">
      <FormField label={t`Add an item`}>
        <Input
          type="search"
          value={query}
          placeholder={t`Name or SKU`}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void find();
            }
          }}
        />
      </FormField>
      <div>
        <Button type="button" variant="secondary" size="sm" isLoading={busy} onClick={() => void find()}>
          <Trans>Find</Trans>
        </Button>
      </div>
      <FormError>{failure}</FormError>
      {shown ? (
        shown.length ? (
          <ul className="flex flex-col gap-1" aria-label={t`Items found`}>
            {shown.map((option) => {
              const { name } = option;
              return (
                <li key={option.item} className="flex items-center justify-between gap-3 text-body-sm">
                  <span className="[overflow-wrap:anywhere]">
                    {option.name} <span className="text-ink-muted">{formatBdt(option.list_price)}</span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={t`Add ${name}`}
                    onClick={() => {
                      onAdd(option);
                      setFound(null);
                      setQuery('');
                    }}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    <Trans>Add</Trans>
                  </Button>
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="text-body-sm text-ink-muted">
            <Trans>No items match.</Trans>
          </p>
        )
      ) : null}
    </div>
  );
}
