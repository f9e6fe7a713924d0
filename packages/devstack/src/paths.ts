import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/devstack/src/paths.ts). */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The server's entry point from its sources (its package's `./main` export), run as a child process. */
export const serverMain = createRequire(import.meta.url).resolve('@storefront/server/main');
