import { DEFAULT_STORE_TIME_ZONE } from '@storefront/shared';
import type { AppConfig } from '../config.ts';
import { useConfigValue } from './useConfigValue.ts';

const timeZoneOf = (config: AppConfig) => config.timeZone;

/**
 * The store's time zone (STORE_TIME_ZONE, from the runtime configuration): administrators' screens
 * show times there, as the CSV export writes them, whatever the browser's zone; Asia/Dhaka until
 * known, and if it cannot be read.
 */
export function useStoreTimeZone(): string {
  return useConfigValue(timeZoneOf, DEFAULT_STORE_TIME_ZONE);
}
