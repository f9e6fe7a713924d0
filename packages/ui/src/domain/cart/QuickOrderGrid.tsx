import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  formatBdt,
  formatCount,
  messages,
  parseQuickOrder,
  toLatinDigits,
  QUICK_ORDER_MAX_LINES,
  errorMessage,
  type CheckedLine,
  type QuickOrderProblem,
  type QuickOrderText,
} from '@storefront/shared';
import { CircleCheck, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { apart } from '../../lib/apart.tsx';
import { Button } from '../../primitives/Button.tsx';
import { FormError } from '../../primitives/FormField.tsx';
import { Notice } from '../../primitives/Notice.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { CompactTableHead } from '../../primitives/CompactTableHead.tsx';

export interface SkuSuggestion {
  sku: string;
  name: string;
  /** Where a line typed for it starts. */
  min_order_quantity: number;
}

export interface QuickOrderGridProps {
  /** Checks parsed lines with the server (POST /api/quick-order); a rejection shows under the grid. */
  onCheck: (lines: { row: number; sku: string; quantity: number }[]) => Promise<CheckedLine[]>;
  /** Puts the valid lines (their items and quantities, each item once) into the cart. */
  onAdd: (lines: { item: string; quantity: number }[]) => Promise<unknown>;
  /** SKUs that start with what is typed, for the single-line field (the catalog's search). */
  onSuggest?: (prefix: string) => Promise<SkuSuggestion[]>;
  /** Milliseconds between the last keystroke and the check. */
  debounceMs?: number;
  /** The text it starts with (a story's paste). */
  initialText?: string;
}

type Row = { kind: 'problem'; row: number; text: string; message: string } | { kind: 'checked'; line: CheckedLine };

/** The valid lines, each item once (quantities of lines naming the same item add up). */
function validLines(checked: readonly CheckedLine[]) {
  const byItem = new Map<string, number>();
  for (const line of checked)
    if (line.item && !line.problem) byItem.set(line.item._id, (byItem.get(line.item._id) ?? 0) + line.quantity);
  return [...byItem].map(([item, quantity]) => ({ item, quantity }));
}

/**
 * Quick order (requirements §14.5): lines of "SKU, quantity" pasted, uploaded as CSV or typed one
 * at a time with suggestions; every line is read as a spreadsheet writes it (shared
 * `parseQuickOrder`) and checked with the server as a whole; the valid lines go into the cart in
 * one step, and each other line says why not.
 */
export function QuickOrderGrid({ onCheck, onAdd, onSuggest, debounceMs = 300, initialText = '' }: QuickOrderGridProps) {
  const { t } = useLingui();
  const [text, setText] = useState(initialText);
  const [rows, setRows] = useState<Row[]>([]);
  const [leftOut, setLeftOut] = useState<QuickOrderText['leftOut']>(null);
  const [checked, setChecked] = useState<CheckedLine[]>([]);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [sku, setSku] = useState('');
  /** The typed line's quantity as the person wrote it; null: not written, the item's minimum is shown. */
  const [quantity, setQuantity] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<SkuSuggestion[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const listId = useId();

  // Every change of the text is read and checked (after a pause in typing); an older answer never wins.
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      const { lines, problems, leftOut: notRead } = parseQuickOrder(text);
      setLeftOut(notRead);
      const problemRows = problems.map((p: QuickOrderProblem): Row => ({ kind: 'problem', ...p }));
      if (!lines.length) {
        setRows(problemRows);
        setChecked([]);
        return;
      }
      setChecking(true);
      onCheck(lines)
        .then((answer) => {
          if (!current) return;
          setError(null);
          setChecked(answer);
          setRows(
            [...problemRows, ...answer.map((line): Row => ({ kind: 'checked', line }))].sort(
              (a, b) => (a.kind === 'problem' ? a.row : a.line.row) - (b.kind === 'problem' ? b.row : b.line.row),
            ),
          );
        })
        .catch((cause: unknown) => current && setError(errorMessage(cause)))
        .finally(() => current && setChecking(false));
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, onCheck, debounceMs]);

  useEffect(() => {
    if (!onSuggest || sku.trim().length < 2) return undefined;
    let current = true;
    void onSuggest(sku.trim()).then((found) => current && setSuggestions(found));
    return () => {
      current = false;
    };
  }, [sku, onSuggest]);

  const valid = validLines(checked);
  // Counted in lines of the text, so that ready, to fix and left out add up to what was pasted.
  const refused = rows.filter((r) => r.kind === 'problem' || r.line.problem).length;
  const ready = rows.length - refused;
  // The minimum of the item the typed SKU names, once the suggestions know it (requirements §14.5).
  const known = suggestions.find((s) => s.sku.toUpperCase() === sku.trim().toUpperCase());
  const lineQuantity = quantity ?? String(known?.min_order_quantity ?? 1);
  const readyCount = formatCount(ready);
  const refusedCount = formatCount(refused);
  const leftOutCount = formatCount(leftOut?.lines ?? 0);
  const products = valid.length;
  // Each part its own text node, as before the messages (see lib/apart.tsx).
  const readyLines = apart(t`${plural(ready, { one: `${readyCount} line`, other: `${readyCount} lines` })}`);
  const productCount = apart(formatCount(products));
  const productWord = apart(t`${plural(products, { one: 'product', other: 'products' })}`);
  const addCount = formatCount(valid.length);
  const addLine = () => {
    if (!sku.trim()) return;
    setText((now) => `${now.trimEnd()}${now.trim() ? '\n' : ''}${sku.trim()}, ${lineQuantity || '1'}`);
    setSku('');
    setQuantity(null);
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <label htmlFor={textId} className="text-body-sm font-semibold text-ink">
          <Trans>SKU and quantity, one line each</Trans>
        </label>
        <Textarea
          id={textId}
          rows={8}
          value={text}
          // eslint-disable-next-line lingui/no-unlocalized-strings -- SKUs and numbers, written the same in every language
          placeholder={'CC-GPU-4070, 10\nCC-CPU-7700; 25'}
          className="font-mono"
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-3 text-body-sm text-ink-muted">
          <span>
            <Trans>Paste from a spreadsheet, or</Trans>
          </span>
          <Button variant="secondary" size="sm" onClick={() => fileInput.current?.click()}>
            <Upload aria-hidden="true" className="size-4" />
            <Trans>Upload a CSV</Trans>
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            className="sr-only"
            tabIndex={-1}
            aria-label={t`CSV file`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void file.text().then(setText);
              event.target.value = '';
            }}
          />
        </div>
      </div>

      <fieldset className="flex flex-wrap items-end gap-2">
        <legend className="mb-1 text-body-sm font-semibold text-ink">
          <Trans>Or add one line</Trans>
        </legend>
        <label className="flex flex-col gap-1 text-body-sm text-ink">
          <Trans>SKU</Trans>
          <input
            list={listId}
            value={sku}
            autoComplete="off"
            onChange={(event) => setSku(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addLine();
              }
            }}
            className="h-10 w-48 rounded-control border border-line bg-surface px-3 font-mono text-ink uppercase"
          />
          <datalist id={listId}>
            {suggestions.map((s) => (
              <option key={s.sku} value={s.sku}>
                {s.name}
              </option>
            ))}
          </datalist>
        </label>
        <label className="flex flex-col gap-1 text-body-sm text-ink">
          <Trans>Quantity</Trans>
          <input
            inputMode="numeric"
            value={lineQuantity}
            onChange={(event) => setQuantity(toLatinDigits(event.target.value).replace(/[^\d]/g, ''))}
            className="h-10 w-24 rounded-control border border-line bg-surface px-3 text-ink tabular-nums"
          />
        </label>
        <Button variant="secondary" onClick={addLine}>
          <Trans>Add line</Trans>
        </Button>
      </fieldset>

      {leftOut ? (
        <Notice tone="warning">{messages.quickOrderLeftOut(QUICK_ORDER_MAX_LINES, leftOut.lines, leftOut.from)}</Notice>
      ) : null}
      {rows.length ? (
        <table className="w-full border-collapse text-body-sm" aria-busy={checking}>
          <caption className="pb-2 text-left font-semibold text-ink">
            <Trans>{readyLines} ready</Trans>
            {refused ? t`, ${refusedCount} to fix` : ''}
            {leftOut ? t`, ${leftOutCount} left out` : ''}
            {valid.length && valid.length !== ready ? (
              <span className="block text-caption font-normal text-ink-muted">
                <Trans>
                  {productCount} {productWord}: lines of one SKU add up
                </Trans>
              </span>
            ) : null}
          </caption>
          <CompactTableHead
            columns={[
              { label: t`Line` },
              { label: t`SKU` },
              { label: t`Quantity`, numeric: true },
              { label: t`Item` },
              { label: t`Check` },
            ]}
          />
          <tbody>
            {rows.map((r) => {
              if (r.kind === 'problem')
                return (
                  <tr key={`p${r.row}`} className="border-b border-line align-top">
                    <td className="py-2 pr-3 text-ink-muted tabular-nums">{r.row}</td>
                    <td colSpan={3} className="py-2 pr-3 font-mono [overflow-wrap:anywhere] text-ink">
                      {r.text}
                    </td>
                    <td className="py-2 font-medium text-danger">{r.message}</td>
                  </tr>
                );
              const total = apart(formatCount(r.line.total_quantity));
              const price = apart(r.line.item ? formatBdt(r.line.item.unit_price) : '');
              return (
                <tr key={`c${r.line.row}`} className="border-b border-line align-top">
                  <td className="py-2 pr-3 text-ink-muted tabular-nums">{r.line.row}</td>
                  <td className="py-2 pr-3 font-mono text-ink">{r.line.sku.toUpperCase()}</td>
                  <td className="py-2 pr-3 text-right text-ink tabular-nums">
                    {formatCount(r.line.quantity)}
                    {r.line.total_quantity !== r.line.quantity ? (
                      <span className="block text-caption text-ink-muted">
                        <Trans>{total} in all</Trans>
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-3 [overflow-wrap:anywhere] text-ink">
                    {r.line.item ? (
                      <>
                        {r.line.item.name}
                        <span className="block text-caption text-ink-muted">
                          <Trans>{price} each</Trans>
                        </span>
                      </>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="py-2 font-medium">
                    {r.line.problem ? (
                      <span className="text-danger">{r.line.problem}</span>
                    ) : (
                      <span className="inline-flex items-center gap-1 text-success">
                        <CircleCheck aria-hidden="true" className="size-4" />
                        <Trans>Ready</Trans>
                      </span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}

      <FormError>{error}</FormError>
      <Button
        size="lg"
        disabled={!valid.length || checking}
        isLoading={adding}
        loadingLabel={t`Adding to your cart`}
        onClick={() => {
          setAdding(true);
          setError(null);
          onAdd(valid)
            .catch((cause: unknown) => setError(errorMessage(cause)))
            .finally(() => setAdding(false));
        }}
      >
        {valid.length
          ? t`${plural(products, { one: `Add ${addCount} line to the cart`, other: `Add ${addCount} lines to the cart` })}`
          : t`Add to the cart`}
      </Button>
    </div>
  );
}
