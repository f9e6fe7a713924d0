// One production build of the app per run, into bench/.build/dist with a Vite manifest
// (`vite build --manifest --outDir ...`): the page-weight bench reads it, the Lighthouse bench
// serves it (APP_DIST). Building into our own directory leaves packages/app/dist alone.
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { benchDir, repoRoot } from './env.ts';

export const appRoot = join(repoRoot, 'packages', 'app');
export const benchDist = join(benchDir, '.build', 'dist');
export const manifestPath = join(benchDist, '.vite', 'manifest.json');

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  /** files the chunk's code or CSS refers to (index.html's: the fonts of the stylesheet) */
  assets?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

let built: Promise<{ ms: number }> | undefined;

function viteBin(): string {
  for (const dir of [join(appRoot, 'node_modules', 'vite'), join(repoRoot, 'node_modules', 'vite')]) {
    const bin = join(dir, 'bin', 'vite.js');
    if (existsSync(bin)) return bin;
  }
  throw new Error('vite is not installed (pnpm install)');
}

/** Builds the app once per run (NODE_ENV=production), answering how long it took. */
export function buildAppOnce(log: (message: string) => void): Promise<{ ms: number }> {
  built ??= new Promise((resolve, reject) => {
    const started = Date.now();
    log('building the app (vite build --manifest) into bench/.build/dist');
    execFile(
      process.execPath,
      [viteBin(), 'build', '--manifest', '--outDir', benchDist, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: appRoot,
        timeout: 300_000,
        maxBuffer: 16 << 20,
        env: { ...process.env, NODE_ENV: 'production', PATH: `${dirname(process.execPath)}:${process.env.PATH ?? ''}` },
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`vite build failed: ${error.message}\n${stdout}\n${stderr}`));
        else if (!existsSync(manifestPath)) reject(new Error(`vite build wrote no manifest at ${manifestPath}`));
        else resolve({ ms: Date.now() - started });
      },
    );
  });
  return built;
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
}
