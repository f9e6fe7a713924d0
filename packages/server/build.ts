// The server as it is deployed: one ES module, packages/server/dist/main.js, with the workspace's
// own code (server and shared) bundled and every npm dependency left to node_modules. The emails
// package (React and react-email with it) is a chunk of its own, loaded by the outbox sender only
// when it has mail to send. Running
// compiled JavaScript keeps Node's TypeScript stripper out of the process and
// loads the server's modules as one: less memory after start (docs/operations.md, "Memory").
// `pnpm build` and `pnpm start` build it; the e2e flows and the benchmarks run it.
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, stop } from 'esbuild';

const serverDir = fileURLToPath(new URL('.', import.meta.url));
/** The built server's entry point. */
export const serverBundle = join(serverDir, 'dist/main.js');

/** The newest modification time under `path` (files and folders). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/** True when a source the bundle is made of (or the lockfile, or this build) is newer than the bundle. */
export function serverBundleStale(): boolean {
  if (!existsSync(serverBundle)) return true;
  const sources = Math.max(
    newest(join(serverDir, 'src')),
    newest(join(serverDir, '../shared/src')),
    newest(join(serverDir, '../emails/src')),
    newest(join(serverDir, 'package.json')),
    newest(join(serverDir, 'build.ts')),
    newest(join(serverDir, '../../pnpm-lock.yaml')),
  );
  return statSync(serverBundle).mtimeMs <= sources;
}

/** Builds dist/main.js (esbuild: quick enough to run at every `pnpm start`). */
export async function buildServer(): Promise<void> {
  const manifest = JSON.parse(readFileSync(join(serverDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const external = [
    ...Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@storefront/')),
    // react-email's optional pretty-printing, never asked for.
    'prettier',
  ].flatMap((name) => [name, `${name}/*`]);
  // Chunks are named by their content: an earlier build's would pile up.
  rmSync(join(serverDir, 'dist/chunks'), { recursive: true, force: true });
  await build({
    entryPoints: [join(serverDir, 'src/main.ts')],
    outdir: join(serverDir, 'dist'),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external,
    sourcemap: 'linked',
    // CommonJS code bundled into the ES modules (React's, in the emails chunk) requires Node's own
    // modules: give every output file a require of its own.
    banner: {
      js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // esbuild's service process would otherwise live as long as the caller (pnpm start).
  await stop();
}

/** The bundle's path, built first when it is missing or older than its sources. */
export async function freshServerBundle(): Promise<string> {
  if (serverBundleStale()) await buildServer();
  return serverBundle;
}

if (import.meta.main) await buildServer();
