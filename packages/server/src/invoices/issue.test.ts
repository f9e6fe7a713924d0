// Issuing tax invoices and credit notes on a migrated database (SQLite; PostgreSQL too with
// TEST_POSTGRES_URL): the numbering at the fiscal year's turn in Dhaka, the delivery line, and the
// delivery credited with the purchase's last live order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds, type MigratedTestDb } from '../../test/support/test-databases.ts';
import type { OrderRow, PurchaseRow } from '../db/schema.ts';
import { newId } from '../db/util.ts';
import { creditCancelled, defaultInvoiceSettings, issueTaxInvoice } from './issue.ts';
import { invoiceQueries } from './repository.ts';

const settings = { ...defaultInvoiceSettings, timeZone: 'Asia/Dhaka' };

describe.each(testDatabaseKinds)('on %s', (kind) => {
  let test: MigratedTestDb;
  beforeAll(async () => {
    test = await openTestDatabase(kind);
    await test.db
      .insertInto('items')
      .values({
        id: 'item-1',
        name: 'Fan',
        image: 'https://example.com/fan.png',
        short_description: 'A fan',
        min_order_quantity: 1,
        available_quantity: 10,
        price_minor: 1000,
        created_at: '2026-01-01T00:00:00.000Z',
        deleted_at: null,
        sku: 'FAN-1',
        category_id: null,
        search_text: 'fan',
      })
      .execute();
  });
  afterAll(async () => {
    await test?.close();
  });

  /** A purchase made at `at` of `lines` (poisha, VAT basis points), charging `deliveryMinor`. */
  async function purchase(at: string, lines: [number, number | null][], deliveryMinor = 0) {
    const row = await test.db
      .insertInto('purchases')
      .values({
        id: newId(),
        user_email: 'buyer@example.com',
        idempotency_key: newId(),
        address: 'House 1, Road 2, Dhaka',
        phone: '01700000000',
        total_minor: lines.reduce((sum, [minor]) => sum + minor, 0),
        created_at: at,
        body_hash: null,
        delivery_charge_minor: deliveryMinor,
        buyer_bin: '0044556670202',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const placed: { order: OrderRow; item: { vat_rate_bp: number | null } }[] = [];
    for (const [minor, rate] of lines) {
      const order = await test.db
        .insertInto('orders')
        .values({
          id: newId(),
          user_email: 'buyer@example.com',
          user_name: 'Buyer',
          item_id: 'item-1',
          item_name: 'Fan',
          address: row.address,
          phone: row.phone,
          quantity: 1,
          unit_price_minor: minor,
          total_minor: minor,
          created_at: at,
          status_changed_at: at,
          search_text: 'fan',
          purchase_id: row.id,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      placed.push({ order, item: { vat_rate_bp: rate } });
    }
    return { row: row as PurchaseRow, placed };
  }

  const issue = (made: Awaited<ReturnType<typeof purchase>>) =>
    test.db
      .transaction()
      .execute((tx) =>
        issueTaxInvoice(invoiceQueries(tx), settings, { purchase: made.row, placed: made.placed, buyerName: 'Buyer' }),
      );

  it('numbers invoices per fiscal year, turning at 1 July 00:00 in Dhaka', async () => {
    // 30 June 23:59 in Dhaka, then 1 July 00:00 there (18:00 UTC the day before).
    expect(await issue(await purchase('2027-06-30T17:59:00.000Z', [[1000, null]]))).toBe('TI-2627-000001');
    expect(await issue(await purchase('2027-06-30T17:59:59.999Z', [[1000, null]]))).toBe('TI-2627-000002');
    expect(await issue(await purchase('2027-06-30T18:00:00.000Z', [[1000, null]]))).toBe('TI-2728-000001');
    expect(await issue(await purchase('2027-07-15T06:00:00.000Z', [[1000, null]]))).toBe('TI-2728-000002');
  });

  it('gives a rolled-back number back: the series has no gap', async () => {
    const made = await purchase('2028-08-01T06:00:00.000Z', [[1000, null]]);
    await expect(
      test.db.transaction().execute(async (tx) => {
        await issueTaxInvoice(invoiceQueries(tx), settings, { ...made, purchase: made.row, buyerName: 'Buyer' });
        throw new Error('the checkout failed after the invoice');
      }),
    ).rejects.toThrow('the checkout failed');
    expect(await issue(await purchase('2028-08-01T06:00:00.000Z', [[1000, null]]))).toBe('TI-2829-000001');
  });

  it('adds the delivery line at the default rate, and credits it with the last live order', async () => {
    const made = await purchase(
      '2029-09-01T06:00:00.000Z',
      [
        [11500, null],
        [10750, 750],
      ],
      13000,
    );
    const number = await issue(made);
    const q = invoiceQueries(test.db);
    const invoice = (await q.invoiceOf(made.row.id))!;
    expect(invoice).toMatchObject({ number, buyer_bin: '0044556670202', vat_minor: 1500 + 750 + 1696 });
    const lines = await q.invoiceLines(invoice.id);
    expect(
      lines.map((l) => [l.kind, Number(l.vat_rate_bp), Number(l.vat_minor), Number(l.value_with_vat_minor)]),
    ).toEqual([
      ['goods', 1500, 1500, 11500],
      ['goods', 750, 750, 10750],
      ['delivery', 1500, 1696, 13000],
    ]);

    const cancel = async (order: OrderRow) => {
      await test.db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
      await test.db
        .transaction()
        .execute((tx) => creditCancelled(invoiceQueries(tx), settings, [order], '2029-09-02T06:00:00.000Z'));
    };
    await cancel(made.placed[1]!.order);
    await cancel(made.placed[0]!.order);
    const notes = await q.creditNotesOf(invoice.id);
    expect(notes.map((n) => [n.number, n.order_id, Number(n.value_with_vat_minor)])).toEqual([
      ['CN-2930-000001', made.placed[1]!.order.id, 10750],
      ['CN-2930-000002', made.placed[0]!.order.id, 11500 + 13000],
    ]);
    const last = await q.creditNoteLines([notes[1]!.id]);
    expect(last.map((l) => l.kind)).toEqual(['goods', 'delivery']);
  });
});
