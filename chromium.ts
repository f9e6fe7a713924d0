// The one Chromium every browser runner uses (Storybook tests, visual screenshots, e2e, the bench):
// Debian's, offline. `CHROMIUM_PATH` (or `CHROME_PATH`, Lighthouse's name) points at another.

export const chromiumPath = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** No sandbox (CI containers run as root), no GPU, and no network but this machine's. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1 , EXCLUDE localhost',
];
