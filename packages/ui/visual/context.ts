import type { BrowserContextOptions } from '@playwright/test';

// The browser every baseline was made in: the config's `use` and the worker's shared context
// (stories.visual.ts) both take these, so a story looks the same whichever opens it.
export const storyContextOptions = {
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  colorScheme: 'light',
  reducedMotion: 'reduce',
  locale: 'en-US',
  timezoneId: 'UTC',
  serviceWorkers: 'allow',
} satisfies BrowserContextOptions;
