// The PC builder's shapes as the screens take them (requirements §19.3, §19.4): the problems and
// wattage of shared's checkBuild, a slot as `builderSlots` lists it, and a part as the screen shows it.
import type {
  BuildCheck,
  BuilderSlotId,
  BuildProblem as SharedBuildProblem,
  MessageDescriptor,
  Severity,
} from '@storefront/shared';

export type { BuilderSlotId, Severity } from '@storefront/shared';

/** A problem of shared's checkBuild, as `POST /api/builds/check` answers it (its rule a plain string there). */
export type BuildProblem = Omit<SharedBuildProblem, 'rule'> & { rule: string };

/** The estimate of a build's draw and the power supply recommended for it, in watts. */
export type BuildWattage = BuildCheck['wattage'];

/** A slot of the builder, as shared's `builderSlots` lists it. */
export interface BuilderSlotSpec {
  slot: BuilderSlotId;
  category: string;
  label: MessageDescriptor;
  /** Several parts may fill it (storage). */
  multiple?: boolean | undefined;
  /** Its parts take a quantity (memory kits, drives). */
  quantity?: boolean | undefined;
}

/** A part as the builder shows it: the item's picture, name and unit price (BDT). */
export interface BuilderPart {
  _id: string;
  name: string;
  image: string;
  price: number;
}

export const severities: readonly Severity[] = ['error', 'warning', 'note'];
