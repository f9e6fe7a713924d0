import { describe, expect, it } from 'vitest';
import { dayLabelInterval } from './format.ts';

describe('dayLabelInterval', () => {
  it('labels every day when they all fit', () => {
    expect(dayLabelInterval(700, 7)).toBe(0);
  });

  it('labels fewer days on a narrow plot, the same ones for the same width', () => {
    // 230 px holds 3 labels: 30 days labelled every 10th.
    expect(dayLabelInterval(230, 30)).toBe(9);
    expect(dayLabelInterval(230, 30)).toBe(dayLabelInterval(230, 30));
    expect(dayLabelInterval(700, 90)).toBe(8);
  });

  it('labels one day before the plot has a width', () => {
    expect(dayLabelInterval(0, 30)).toBe(29);
  });
});
