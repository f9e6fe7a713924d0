import type { AppConfig } from '../config.ts';
import { useConfigValue } from './useConfigValue.ts';

const vatRateDefaultOf = (config: AppConfig) => config.vatRateDefault;

/** The store's VAT rate in percent (VAT_RATE_DEFAULT, requirements §17), once the configuration is read. */
export function useVatRateDefault(): number | undefined {
  return useConfigValue<number | undefined>(vatRateDefaultOf, undefined);
}
