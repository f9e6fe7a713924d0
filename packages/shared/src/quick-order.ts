// Quick order (requirements §14.5): lines of "SKU, quantity" pasted or uploaded as CSV, read the
// way a spreadsheet writes them: a byte order mark, Windows line ends, blank lines, quotes, and
// commas, semicolons or tabs between the two; a header row ("SKU,Quantity") is skipped.

import { toLatinDigits } from './digits.ts';
import { messages } from './messages.ts';

/** Lines one quick order reads (a cart's size); the rest are left out, and said once. */
export const QUICK_ORDER_MAX_LINES = 200;

export interface QuickOrderLine {
  /** The line's number in the text (1 = the first), for the messages. */
  row: number;
  sku: string;
  quantity: number;
}

export interface QuickOrderProblem {
  row: number;
  text: string;
  message: string;
}

/** Splits one line into cells at the first separator found outside quotes; "" inside quotes is a quote. */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',' || c === ';' || c === '\t') {
      out.push(cell);
      cell = '';
    } else cell += c;
  }
  out.push(cell);
  return out.map((v) => v.trim());
}

export interface QuickOrderText {
  /** The lines read with a SKU and a whole quantity above 0. */
  lines: QuickOrderLine[];
  /** The lines read that cannot be, each with why. Lines and problems together: at most 200. */
  problems: QuickOrderProblem[];
  /** The lines past the 200th (blank ones aside), not read: how many, and the first one's number. */
  leftOut: { lines: number; from: number } | null;
}

/**
 * The first 200 lines of `text` (blank lines and a header aside): those with a SKU and a whole
 * quantity above 0, and what is wrong with the others; the lines after them are counted, not read.
 */
export function parseQuickOrder(text: string): QuickOrderText {
  const lines: QuickOrderLine[] = [];
  const problems: QuickOrderProblem[] = [];
  let leftOut: QuickOrderText['leftOut'] = null;
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  rows.forEach((raw, index) => {
    const row = index + 1;
    if (!raw.trim()) return;
    const [first = '', second = '', ...rest] = cells(raw);
    let sku = first;
    let amount = second;
    // "CC-GPU-4070 10": a space alone between the two.
    if (!amount && /\s/.test(sku)) [sku, amount] = sku.split(/\s+/, 2) as [string, string];
    // A quantity in Bangla or Arabic-Indic digits is the same quantity ("১০" is 10).
    amount = toLatinDigits(amount);
    if (row === 1 && /^sku$/i.test(sku) && /^(qty|quantity)$/i.test(amount)) return;
    if (lines.length + problems.length >= QUICK_ORDER_MAX_LINES) {
      leftOut = { lines: (leftOut?.lines ?? 0) + 1, from: leftOut?.from ?? row };
      return;
    }
    if (rest.some(Boolean)) return problems.push({ row, text: raw, message: messages.quickOrderOneSkuOneQuantity });
    if (!sku) return problems.push({ row, text: raw, message: messages.quickOrderNoSku });
    if (!/^\d+$/.test(amount) || Number(amount) < 1)
      return problems.push({ row, text: raw, message: messages.quickOrderQuantity });
    lines.push({ row, sku: sku.toUpperCase(), quantity: Number(amount) });
  });
  return { lines, problems, leftOut };
}

/**
 * The units of each SKU over every line that names it: what the cart gets (its lines of one item
 * add up), so what a SKU's lines are judged on (requirements §14.5).
 */
export function unitsBySku(lines: readonly Pick<QuickOrderLine, 'sku' | 'quantity'>[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const { sku, quantity } of lines) {
    const key = sku.toUpperCase();
    units.set(key, (units.get(key) ?? 0) + quantity);
  }
  return units;
}
