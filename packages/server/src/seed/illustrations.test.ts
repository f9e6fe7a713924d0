import { describe, expect, it } from 'vitest';
import { partSvg, type PartKind } from './illustrations.ts';

const kinds: PartKind[] = [
  'cpu',
  'gpu',
  'motherboard',
  'ram',
  'ssd',
  'psu',
  'case',
  'cooler',
  'monitor',
  'keyboard',
  'mouse',
  'router',
];

describe('the drawn item pictures', () => {
  it.each(kinds)('%s: a picture without text (the card prints the name under it)', (kind) => {
    const svg = partSvg(kind);
    expect(svg).toMatch(/^<svg [^>]*width="800" height="600"/);
    expect(svg).not.toMatch(/<text\b/);
  });
});
