// `pnpm chromatic`: publishes the Storybook to Chromatic for review of visual diffs.
// - Without CHROMATIC_PROJECT_TOKEN it explains and exits 0 (local machines, forks, offline CI).
// - With a token it checks the service answers, then runs the CLI under `timeout`: it never hangs.
// Env: CHROMATIC_PROJECT_TOKEN, CHROMATIC_TIMEOUT (seconds, default 900),
//      CHROMATIC_BUILD_DIR (reuse a built Storybook instead of building one).
import { spawn } from 'node:child_process';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    'chromatic: CHROMATIC_PROJECT_TOKEN is not set; skipping the Chromatic upload (local visual tests: pnpm test:visual).',
  );
  process.exit(0);
}

const limit = Number(process.env.CHROMATIC_TIMEOUT ?? 900);

try {
  await fetch('https://www.chromatic.com/', { method: 'HEAD', signal: AbortSignal.timeout(10_000) });
} catch (error) {
  console.error(
    `chromatic: www.chromatic.com cannot be reached (${error.cause?.code ?? error.name}); nothing was published.`,
  );
  process.exit(1);
}

const args = [
  '--kill-after=30',
  String(limit),
  'pnpm',
  'exec',
  'chromatic',
  '--exit-zero-on-changes',
  '--exit-once-uploaded',
];
if (process.env.CHROMATIC_BUILD_DIR) args.push('--storybook-build-dir', process.env.CHROMATIC_BUILD_DIR);
else args.push('--build-script-name', 'build-storybook');

const child = spawn('timeout', args, { stdio: 'inherit', env: { ...process.env, CI: process.env.CI ?? 'true' } });
child.on('exit', (code, signal) => {
  if (code === 124 || code === 137) {
    console.error(`chromatic: no answer within ${limit} s; stopped.`);
    process.exit(1);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
