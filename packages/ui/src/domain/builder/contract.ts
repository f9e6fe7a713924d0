// Issue 34's PC builder shapes as the screens take them (requirements §19.3, §19.4): written here
// with the contract's shapes until packages/shared/src/builder.ts lands on main (`BuildProblem`,
// `Severity`, `builderSlots`' entries, `checkBuild`'s wattage); the import then moves to shared.
import type { MessageDescriptor } from '@storefront/shared';

export type Severity = 'error' | 'warning' | 'note';

/** One problem a build has: a rule's id, how bad, its message (a descriptor and its values) and the parts it names. */
export interface BuildProblem {
  rule: string;
  severity: Severity;
  message: MessageDescriptor;
  values: Record<string, string | number>;
  /** The ids of the items it is about. */
  items: string[];
}

/** The estimate of a build's draw and the power supply recommended for it, in watts. */
export interface BuildWattage {
  estimate_w: number;
  recommended_w: number;
}

export type BuilderSlotId = 'cpu' | 'motherboard' | 'memory' | 'storage' | 'gpu' | 'psu' | 'case' | 'cooler';

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
