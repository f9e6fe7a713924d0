// Zod compiles an object's parser with `new Function` where a page allows it, and asks whether it
// does when its first object schema is made. The store's pages forbid it (the CSP's script-src has no
// 'unsafe-eval'), so the question only failed, and Chromium put the refused eval in DevTools' Issues
// panel (Lighthouse's best practices, 92 on the purchase page: e2e/console.spec.ts). The app tells
// Zod not to ask (its `jitless` setting); the server keeps its compiled parsers. Set through the
// global Zod reads its settings from (zod/v4/core's globalConfig) rather than z.config(), which would
// bring Zod's core into the entry (3.8 kB gzip) ahead of the first form. main.tsx's first import.
const zod = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zod.__zod_globalConfig = { ...zod.__zod_globalConfig, jitless: true };
