import { deliveryZones, type RateCard } from '@storefront/shared';
import type { Db } from '../db/connection.ts';

/** The rate card (requirements §17, migration 0023) as the charge reads it, and who changed it last. */
export interface StoredCard extends RateCard {
  updatedAt: string | null;
  updatedBy: string | null;
}

/** The rate card's queries: read by every quote and checkout (in its transaction), written by an administrator. */
export function deliveryQueries(db: Db) {
  return {
    /** The whole card in one statement: a checkout reads the card before a change or after it, never half of each. */
    async card(): Promise<StoredCard> {
      const rows = await db
        .selectFrom('delivery_zones')
        .innerJoin('delivery_settings', (join) => join.on('delivery_settings.id', '=', 1))
        .select([
          'delivery_zones.zone',
          'delivery_zones.first_kg_minor',
          'delivery_zones.extra_kg_minor',
          'delivery_settings.free_delivery_above_minor',
          'delivery_settings.updated_at',
          'delivery_settings.updated_by',
        ])
        .execute();
      const byZone = new Map(rows.map((row) => [row.zone, row]));
      const zones = Object.fromEntries(
        deliveryZones.map((zone) => {
          const row = byZone.get(zone);
          if (!row) throw new Error(`the rate card has no row for ${zone} (migration 0023)`);
          return [zone, { firstKgMinor: Number(row.first_kg_minor), extraKgMinor: Number(row.extra_kg_minor) }];
        }),
      ) as RateCard['zones'];
      const settings = rows[0]!;
      return {
        zones,
        freeAboveMinor: settings.free_delivery_above_minor === null ? null : Number(settings.free_delivery_above_minor),
        updatedAt: settings.updated_at,
        updatedBy: settings.updated_by,
      };
    },
  };
}

export function deliveryRepository(db: Db) {
  return {
    ...deliveryQueries(db),
    /** The live items among `ids`, with what pricing a parcel reads (deleted and unknown ones left out). */
    items: (ids: readonly string[]) =>
      db
        .selectFrom('items')
        .select(['id', 'price_minor', 'price_tiers', 'weight_g', 'vat_rate_bp'])
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute(),
    /** Replaces the whole card in one transaction: a checkout reads the old card or the new one, never half. */
    replaceCard: (card: RateCard, at: string, by: string): Promise<void> =>
      db.transaction().execute(async (trx) => {
        for (const zone of deliveryZones)
          await trx
            .updateTable('delivery_zones')
            .set({ first_kg_minor: card.zones[zone].firstKgMinor, extra_kg_minor: card.zones[zone].extraKgMinor })
            .where('zone', '=', zone)
            .execute();
        await trx
          .updateTable('delivery_settings')
          .set({ free_delivery_above_minor: card.freeAboveMinor, updated_at: at, updated_by: by })
          .where('id', '=', 1)
          .execute();
      }),
  };
}

export type DeliveryRepository = ReturnType<typeof deliveryRepository>;
