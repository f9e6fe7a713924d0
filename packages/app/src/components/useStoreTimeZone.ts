import { DEFAULT_STORE_TIME_ZONE } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { loadConfig, readInlineConfig } from '../config.ts';

/**
 * The store's time zone (STORE_TIME_ZONE, from the runtime configuration): administrators' screens
 * show times there, as the CSV export writes them, whatever the browser's zone. Read from the page
 * at once when the server inlined it; Asia/Dhaka until known, and if it cannot be read.
 */
export function useStoreTimeZone(): string {
  const [zone, setZone] = useState(() => readInlineConfig()?.timeZone ?? DEFAULT_STORE_TIME_ZONE);
  useEffect(() => {
    let isCurrent = true;
    loadConfig()
      .then((config) => {
        if (isCurrent && config.timeZone) setZone(config.timeZone);
      })
      .catch(() => {
        // Keep the default zone: the page must not fail for want of it.
      });
    return () => {
      isCurrent = false;
    };
  }, []);
  return zone;
}
