import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// The address book (requirements §14.7): a customer's saved delivery addresses. Deleting the
// account deletes its addresses. One default per user is kept by the database itself (a partial
// unique index, which both databases have), whatever requests race.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('addresses')
    .addColumn('seq', 'integer', dialectOf(db).serialKey)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('addresses_is_default_flag', sql`is_default in (0, 1)`)
    .execute();
  // A user's book in the order it was written.
  await db.schema.createIndex('addresses_user_seq').on('addresses').columns(['user_id', 'seq']).execute();
  await db.schema
    .createIndex('addresses_one_default')
    .on('addresses')
    .column('user_id')
    .unique()
    .where(sql.ref('is_default'), '=', 1)
    .execute();
}
