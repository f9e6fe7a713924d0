// The landing page's (/) code is its own lazy chunk, found only once the entry has run. The app's
// build lists it in index.html between these markers as modulepreload links (fetched with the
// entry); the server keeps the block on the landing page and removes it from every other route.
export const LANDING_PATHS: readonly string[] = ['/', '/home', '/index.html'];
export const landingPreload = { start: '<!--landing-preload-->', end: '<!--/landing-preload-->' } as const;
