import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Payments (issue 33; requirements §18):
// - payments: one per purchase for now (the unique purchase_id): its method and status, what is
//   due online (the whole total, a cash order's advance, or 0) and what was paid and refunded, in
//   poisha; the gateway's references (tran_id, ours and unique: an IPN finds its payment by it;
//   gateway_ref the session or payment id; bank_ref the bank's, needed to refund), the hosted
//   page while a session is open, and when the hold on the stock ends.
// - payment_events: the trail, every gateway call and answer (secrets removed) and each person's act.
// Every purchase already there is a cash-on-delivery order with nothing paid: cod, unpaid.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  const serialKey = dialectOf(db).serialKey;
  await db.schema
    .createTable('payments')
    .addColumn('seq', 'integer', serialKey)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('purchase_id', 'text', (c) => c.notNull().unique().references('purchases.id'))
    .addColumn('method', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) =>
      c
        .notNull()
        .check(
          sql`status in ('unpaid', 'pending', 'partially_paid', 'paid', 'failed', 'expired', 'review', 'refunded')`,
        ),
    )
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor >= 0`))
    .addColumn('paid_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tran_id', 'text', (c) => c.unique())
    .addColumn('gateway_ref', 'text')
    .addColumn('bank_ref', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('hold_expires_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The sweeper's walk: the holds that end first among those still waiting.
  await db.schema.createIndex('payments_hold').on('payments').columns(['status', 'hold_expires_at']).execute();
  await db.schema.createIndex('payments_gateway_ref').on('payments').column('gateway_ref').execute();
  await db.schema
    .createTable('payment_events')
    .addColumn('seq', 'integer', serialKey)
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('request', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('by_email', 'text')
    .execute();
  await db.schema.createIndex('payment_events_payment').on('payment_events').columns(['payment_id', 'seq']).execute();
  await db
    .insertInto('payments')
    .columns([
      'id',
      'purchase_id',
      'method',
      'status',
      'amount_minor',
      'paid_minor',
      'refunded_minor',
      'created_at',
      'updated_at',
    ])
    .expression(
      db
        .selectFrom('purchases')
        .select([
          'id',
          'id',
          'payment_method',
          sql.lit('unpaid').as('status'),
          sql.lit(0).as('amount_minor'),
          sql.lit(0).as('paid_minor'),
          sql.lit(0).as('refunded_minor'),
          'created_at',
          'created_at',
        ]),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_events_payment').execute();
  await db.schema.dropTable('payment_events').execute();
  await db.schema.dropIndex('payments_gateway_ref').execute();
  await db.schema.dropIndex('payments_hold').execute();
  await db.schema.dropTable('payments').execute();
}
