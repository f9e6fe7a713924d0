import { sql, type Kysely } from 'kysely';

// The delivery rate card (issue 32; requirements §17): per zone the first kilogram's charge and each
// further kilogram's, in poisha, seeded with the couriers' public rates (BDT 70/20 inside Dhaka,
// 110/20 its suburbs, 130/20 elsewhere); and, in a one-row table (id 1), the amount of goods from
// which delivery is free (null: never, as seeded) and who last changed the card. The Overview sums
// the delivery charged in a period (requirements §17) from the purchases and one-item orders that
// carry one: two partial indexes keep that read to those rows, however many orders came before.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delivery_zones')
    .addColumn('zone', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('first_kg_minor', 'bigint', (c) => c.notNull())
    .addColumn('extra_kg_minor', 'bigint', (c) => c.notNull())
    .addCheckConstraint('delivery_zones_known', sql`zone in ('dhaka', 'suburbs', 'outside')`)
    .addCheckConstraint('delivery_zones_rates', sql`first_kg_minor >= 0 and extra_kg_minor >= 0`)
    .execute();
  await db
    .insertInto('delivery_zones')
    .values([
      { zone: 'dhaka', first_kg_minor: 7000, extra_kg_minor: 2000 },
      { zone: 'suburbs', first_kg_minor: 11000, extra_kg_minor: 2000 },
      { zone: 'outside', first_kg_minor: 13000, extra_kg_minor: 2000 },
    ])
    .execute();
  await db.schema
    .createTable('delivery_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('free_delivery_above_minor', 'bigint')
    .addColumn('updated_at', 'text')
    .addColumn('updated_by', 'text')
    .addCheckConstraint('delivery_settings_one_row', sql`id = 1`)
    .addCheckConstraint('delivery_settings_free_above', sql`free_delivery_above_minor > 0`)
    .execute();
  await db.insertInto('delivery_settings').values({ id: 1, free_delivery_above_minor: null }).execute();
  await db.schema
    .createIndex('purchases_delivery_created')
    .on('purchases')
    .column('created_at')
    .where(sql.ref('delivery_charge_minor'), '>', 0)
    .execute();
  await db.schema
    .createIndex('orders_delivery_created')
    .on('orders')
    .column('created_at')
    .where(sql<boolean>`delivery_charge_minor > 0 and purchase_id is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_delivery_created').execute();
  await db.schema.dropIndex('purchases_delivery_created').execute();
  await db.schema.dropTable('delivery_settings').execute();
  await db.schema.dropTable('delivery_zones').execute();
}
