import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DeliveryZone } from './contract.ts';

/** Each delivery zone's name (requirements §17), in the order the rate card and the picker list them. */
export const zoneLabels: Record<DeliveryZone, MessageDescriptor> = {
  dhaka: msg`Inside Dhaka`,
  suburbs: msg`Dhaka suburbs`,
  outside: msg`Outside Dhaka`,
};
