import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { parseQuickOrder, unitsBySku } from './quick-order.ts';

describe('quick order lines', () => {
  it('reads commas, semicolons, tabs and a space, a byte order mark, CRLF and blank lines', () => {
    const text = '\uFEFFcc-gpu-4070, 10\r\n\r\nCC-CPU-X8;5\nCC-SSD-1TB\t2\n  CC-RAM-32 3  \r\n';
    expect(parseQuickOrder(text)).toEqual({
      lines: [
        { row: 1, sku: 'CC-GPU-4070', quantity: 10 },
        { row: 3, sku: 'CC-CPU-X8', quantity: 5 },
        { row: 4, sku: 'CC-SSD-1TB', quantity: 2 },
        { row: 5, sku: 'CC-RAM-32', quantity: 3 },
      ],
      problems: [],
      leftOut: null,
    });
  });

  it('reads quantities in Bangla or Arabic-Indic digits', () => {
    expect(parseQuickOrder('CC-GPU-4070, ১০\nCC-CPU-X8 ৫\nCC-SSD-1TB\t١٢').lines).toEqual([
      { row: 1, sku: 'CC-GPU-4070', quantity: 10 },
      { row: 2, sku: 'CC-CPU-X8', quantity: 5 },
      { row: 3, sku: 'CC-SSD-1TB', quantity: 12 },
    ]);
  });

  it('skips a header row and reads quoted cells as a spreadsheet writes them', () => {
    const text = 'SKU,Quantity\n"CC-MB-B650","12"\n"CC-""ODD""",1';
    expect(parseQuickOrder(text).lines).toEqual([
      { row: 2, sku: 'CC-MB-B650', quantity: 12 },
      { row: 3, sku: 'CC-"ODD"', quantity: 1 },
    ]);
  });

  it('says what is wrong with a line, by its number, and keeps the good ones', () => {
    const { lines, problems } = parseQuickOrder('CC-A,2\nCC-B,two\n,4\nCC-C,0\nCC-D,1,extra\nCC-E,1.5\nCC-F,3');
    expect(lines.map((l) => l.sku)).toEqual(['CC-A', 'CC-F']);
    expect(problems).toEqual([
      { row: 2, text: 'CC-B,two', message: 'The quantity must be a whole number of 1 or more' },
      { row: 3, text: ',4', message: 'No SKU on this line' },
      { row: 4, text: 'CC-C,0', message: 'The quantity must be a whole number of 1 or more' },
      { row: 5, text: 'CC-D,1,extra', message: 'Write one SKU and one quantity a line' },
      { row: 6, text: 'CC-E,1.5', message: 'The quantity must be a whole number of 1 or more' },
    ]);
  });

  it('reads at most 200 lines (a cart), good or bad, and counts the rest once, from where they start', () => {
    const text = ['SKU,Quantity', ...Array.from({ length: 500 }, (_, i) => `CC-P-${i + 1},${i % 50 ? 1 : 'x'}`)].join(
      '\n',
    );
    const { lines, problems, leftOut } = parseQuickOrder(text);
    expect(lines.length + problems.length).toBe(200);
    expect(problems.map((p) => p.row)).toEqual([2, 52, 102, 152]);
    expect(leftOut).toEqual({ lines: 300, from: 202 });
    expect(messages.quickOrderLeftOut(200, 300, 202)).toBe(
      'At most 200 lines at once: the 300 lines from line 202 on were left out. Check them in another quick order.',
    );
    // Blank lines are not lines.
    expect(parseQuickOrder(`${'CC-A,1\n\n'.repeat(200)}CC-B,1`).leftOut).toEqual({ lines: 1, from: 401 });
    expect(parseQuickOrder('CC-A,1\n'.repeat(200)).leftOut).toBeNull();
  });

  it('reads nothing from an empty paste', () => {
    expect(parseQuickOrder('\n \r\n')).toEqual({ lines: [], problems: [], leftOut: null });
  });

  it('adds up the units of each SKU, as the cart will', () => {
    const { lines } = parseQuickOrder('CC-A,3\ncc-b,1\ncc-a, 4\nCC-A;5');
    expect(Object.fromEntries(unitsBySku(lines))).toEqual({ 'CC-A': 12, 'CC-B': 1 });
  });
});
