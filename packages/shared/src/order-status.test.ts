import { describe, expect, it } from 'vitest';
import {
  canCustomerCancel,
  canTransition,
  orderNumber,
  purchaseNumber,
  orderSeqOf,
  purchaseSeqOf,
  orderStatuses,
  orderStatusWord,
  type OrderStatus,
} from './order-status.ts';

/** requirements §13.1, written out: every allowed move, nothing else. */
const allowed = new Set([
  'placed>confirmed',
  'placed>cancelled',
  'confirmed>shipped',
  'confirmed>cancelled',
  'shipped>delivered',
]);

describe('order statuses', () => {
  for (const from of orderStatuses)
    for (const to of orderStatuses) {
      const move = `${from}>${to}`;
      it(`${allowed.has(move) ? 'allows' : 'refuses'} ${from} -> ${to}`, () => {
        expect(canTransition(from, to)).toBe(allowed.has(move));
      });
    }

  it('lets a customer cancel only a placed order', () => {
    expect(orderStatuses.filter((s: OrderStatus) => canCustomerCancel(s))).toEqual(['placed']);
  });

  it('writes order numbers people read, and reads them back however they are typed', () => {
    expect(orderNumber(42)).toBe('CC-000042');
    expect(orderNumber(1234567)).toBe('CC-1234567');
    expect(purchaseNumber(42)).toBe('CP-000042');
    for (const typed of ['CC-000042', 'cc-42', 'cc42', '#42', '42', ' 000042 '])
      expect(orderSeqOf(typed), typed).toBe(42);
    // 4294967296: no row can have it (PostgreSQL's integer), so it is no number at all.
    for (const typed of ['CC-', 'rahim', '4 2', '0', '-42', 'CC-12a', 'CP-42', '4294967296'])
      expect(orderSeqOf(typed), typed).toBeUndefined();
    for (const typed of ['CP-000042', 'cp-42', 'cp42', ' CP-42 ']) expect(purchaseSeqOf(typed), typed).toBe(42);
    for (const typed of ['42', 'CC-42', 'CP-', 'CP-0', 'CP-4294967296'])
      expect(purchaseSeqOf(typed), typed).toBeUndefined();
  });
});

describe('orderStatusWord', () => {
  it('says each status as a sentence does, in lower case', () => {
    expect(orderStatuses.map(orderStatusWord)).toEqual(['placed', 'confirmed', 'shipped', 'delivered', 'cancelled']);
  });
});
