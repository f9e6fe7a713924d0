import type { Kysely } from 'kysely';

// Where each order and purchase goes and what its delivery costs (issue 32; requirements §17):
// - addresses, orders and purchases gain the district (one of shared `districts`' keys), null for
//   every row already there (an address without one asks for it at its next use);
// - orders and purchases gain their delivery charge in poisha, 0 for those already placed (nothing
//   was charged for them): a single order (POST /api/order) carries its own, an order of a purchase
//   0 (its purchase carries the charge);
// - purchases gain how the buyer pays (`cod` until payments, issue 33) and the buyer's BIN for the
//   tax invoice (13 digits, null when not given).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of ['addresses', 'orders', 'purchases'])
    await db.schema.alterTable(table).addColumn('district', 'varchar(40)').execute();
  for (const table of ['orders', 'purchases'])
    await db.schema
      .alterTable(table)
      .addColumn('delivery_charge_minor', 'bigint', (col) => col.notNull().defaultTo(0))
      .execute();
  await db.schema
    .alterTable('purchases')
    .addColumn('payment_method', 'varchar(20)', (col) => col.notNull().defaultTo('cod'))
    .execute();
  await db.schema.alterTable('purchases').addColumn('buyer_bin', 'varchar(13)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('buyer_bin').execute();
  await db.schema.alterTable('purchases').dropColumn('payment_method').execute();
  for (const table of ['orders', 'purchases'])
    await db.schema.alterTable(table).dropColumn('delivery_charge_minor').execute();
  for (const table of ['addresses', 'orders', 'purchases'])
    await db.schema.alterTable(table).dropColumn('district').execute();
}
