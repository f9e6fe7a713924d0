import { sql, type Kysely } from 'kysely';

// Spending limits and approval (issue 35 item 3; requirements §20.4):
// - company_members.order_limit_minor: the most a member's checkout may come to without an
//   approver's word, in poisha; null (every member already there) is no limit;
// - purchases.approval: 'awaiting' while a checkout above its buyer's limit waits for an approver,
//   then 'approved' or 'rejected'; null when none was needed (every purchase already there). Who
//   decided (a user's id; null when the store's sweeper rejected it at the end of the hold), when,
//   and their note;
// - the awaiting purchases indexed by company and age: a company's approval queue, and the
//   sweeper's look for the ones past APPROVAL_HOLD_HOURS (a partial index: only the few awaiting).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('company_members')
    .addColumn('order_limit_minor', 'bigint', (c) => c.check(sql`order_limit_minor >= 0`))
    .execute();
  await db.schema
    .alterTable('purchases')
    .addColumn('approval', 'varchar(20)', (c) => c.check(sql`approval in ('awaiting', 'approved', 'rejected')`))
    .execute();
  await db.schema.alterTable('purchases').addColumn('approval_by', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('approval_at', 'text').execute();
  await db.schema.alterTable('purchases').addColumn('approval_note', 'text').execute();
  await db.schema
    .createIndex('purchases_awaiting')
    .on('purchases')
    .columns(['company_id', 'created_at'])
    .where(sql.ref('approval'), '=', 'awaiting')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('purchases_awaiting').execute();
  for (const column of ['approval_note', 'approval_at', 'approval_by', 'approval'])
    await db.schema.alterTable('purchases').dropColumn(column).execute();
  await db.schema.alterTable('company_members').dropColumn('order_limit_minor').execute();
}
