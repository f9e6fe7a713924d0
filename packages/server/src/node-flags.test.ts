import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

describe('the server node flags', () => {
  it('are the ones `pnpm serve` starts the server with', () => {
    const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(root.scripts.serve).toContain(`node ${serverNodeFlags.join(' ')} packages/server/dist/main.js`);
  });
});
