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

describe('the pictures of one kind', () => {
  // The seed gives the n-th item of a kind the n-th variant: five motherboards need five pictures.
  it('differ for the first eight items of a kind', () => {
    expect(new Set(Array.from({ length: 8 }, (_, i) => partSvg('motherboard', i))).size).toBe(8);
  });
});
