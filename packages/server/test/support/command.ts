// A command run to completion, as a user would run it from the repository root: its exit code and
// everything it printed. Killed (its whole process group) if it outlives `timeoutMs`.
import { repoRoot } from '@storefront/devstack/paths';
import { spawnGroup, within } from '@storefront/devstack/process';

export interface CommandResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export async function runCommand(
  command: string,
  args: string[],
  { env = {}, timeoutMs = 60_000 }: { env?: Record<string, string | undefined>; timeoutMs?: number } = {},
): Promise<CommandResult> {
  const proc = spawnGroup(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, name: command });
  let stdout = '';
  let stderr = '';
  proc.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
  proc.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  // 'close' comes after the last output; 'exit' may come before it.
  const closed = new Promise((resolve) => proc.child.once('close', resolve));
  const timer = setTimeout(() => proc.signal('SIGKILL'), timeoutMs);
  try {
    const { code, signal } = await proc.exited;
    await within(closed, 2_000);
    if (signal === 'SIGKILL')
      throw new Error(`${command} ${args.join(' ')} ran over ${timeoutMs / 1000} s:\n${stderr}`);
    return { code, signal, stdout, stderr };
  } finally {
    clearTimeout(timer);
    await proc.stop({ signal: 'SIGKILL', timeoutMs: 1_000 });
  }
}
