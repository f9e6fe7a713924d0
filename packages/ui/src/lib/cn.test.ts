import { describe, expect, it } from 'vitest';
import { cn, prepareClassNames } from './cn.ts';

describe('cn', () => {
  it("lets a later class of a kind override an earlier one, the theme's own sizes, radii and shadows included", () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('text-body text-ink', 'text-title')).toBe('text-ink text-title');
    expect(cn('rounded-control', 'rounded-card')).toBe('rounded-card');
    const soldOut = false as boolean;
    expect(cn('shadow-card', soldOut && 'hidden', 'shadow-raised')).toBe('shadow-raised');
  });

  it('merges the same once readied ahead, and readying again changes nothing', async () => {
    await prepareClassNames();
    await prepareClassNames();
    expect(cn('text-body-sm text-ink-muted', 'text-caption')).toBe('text-ink-muted text-caption');
    expect(cn('flex', 'hidden')).toBe('hidden');
  });
});
