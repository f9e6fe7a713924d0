import type { Kysely } from 'kysely';

// A business buyer's purchase-order number on their checkout (issue 35; requirements §20.6): up to
// 35 characters (shared `poNumberSchema`), null for every purchase already placed and whenever the
// buyer gives none. It is printed on the purchase's invoice and emails and the orders' CSV.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').addColumn('po_number', 'varchar(35)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('po_number').execute();
}
