import { useEffect, useState } from 'react';
import { loadConfig, readInlineConfig, type AppConfig } from '../config.ts';

/**
 * One field of the runtime configuration: read from the page at once when the server inlined it,
 * otherwise `fallback` until GET /api/config answers, and for good if it cannot be read (no page
 * fails for want of it). `pick` is a module-level function: a new one each render would read again.
 */
export function useConfigValue<T>(pick: (config: AppConfig) => T | undefined, fallback: T): T {
  const [value, setValue] = useState(() => {
    const inline = readInlineConfig();
    return (inline && pick(inline)) || fallback;
  });
  useEffect(() => {
    let isCurrent = true;
    loadConfig()
      .then((config) => {
        const picked = pick(config);
        if (isCurrent && picked) setValue(picked);
      })
      .catch(() => {
        // Keep what is shown.
      });
    return () => {
      isCurrent = false;
    };
  }, [pick]);
  return value;
}
