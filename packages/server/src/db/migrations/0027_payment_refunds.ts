import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Refunds owed, written before the gateway is asked (issue 33; requirements §18.1): a cancel's
// transaction (or a late payment's claim) writes the refund `due`; after the commit the gateway is
// asked and the claim becomes `done`, or `failed` when the gateway refuses or the tries run out
// (the payment then goes to review). A server stopped between the commit and the gateway's answer
// leaves the claim due: every instance's payment sweeper takes it again (a conditional update on
// `locked_until`, one instance at a time), backing off `next_attempt_at` after each try.
// - kind: `cancel` (orders cancelled) or `late` (paid after the hold ended: the buyer is emailed).
// - status_before: the payment's status when the claim failed, restored once it is given back.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  const serialKey = dialectOf(db).serialKey;
  await db.schema
    .createTable('payment_refunds')
    .addColumn('seq', 'integer', serialKey)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('cancel', 'late')`))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull().check(sql`state in ('due', 'done', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('status_before', 'varchar(20)')
    .addColumn('by_email', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The sweeper's walk: the claims still due whose next try has come.
  await db.schema
    .createIndex('payment_refunds_due')
    .on('payment_refunds')
    .columns(['state', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('payment_refunds_payment').on('payment_refunds').columns(['payment_id', 'seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payment_refunds_payment').execute();
  await db.schema.dropIndex('payment_refunds_due').execute();
  await db.schema.dropTable('payment_refunds').execute();
}
