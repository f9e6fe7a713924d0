import { fileURLToPath } from 'node:url';

/** The repository root (this file is packages/server/test/support/paths.ts). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
/** The server's entry point, run as a child process. */
export const serverMain = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
