// The landing page's (/) first section is what a phone shows first. The app's build writes it into
// index.html between these markers, the hero drawn as static HTML in the first-paint shell. The server keeps the blocks on the landing page and
// removes them from every other route.
export const LANDING_PATHS: readonly string[] = ['/', '/home', '/index.html'];
export const landingOnly = { start: '<!--landing-only-->', end: '<!--/landing-only-->' } as const;

/**
 * Where, in the first-paint shell, the server writes a page's own first view when it has one (an
 * item's page: its picture, name and price as the app will draw them, packages/server/src/catalog/
 * first-view.tsx). Left as an empty comment on every other page.
 */
export const firstViewSlot = '<!--first-view-->';

/** The element whose JSON holds the answers the server read to draw that view (the app starts from them). */
export const INITIAL_ANSWERS_ID = 'initial-answers';
