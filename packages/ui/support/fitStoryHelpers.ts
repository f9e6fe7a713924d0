import { expect } from 'storybook/test';

/** `<tag class="..."> text`: enough to find an element that sticks out. */
const describe = (el: Element) =>
  `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 40)}`;

/** The box a story is drawn in: its frame (`data-story-frame`, as `phoneFrame`'s), or its own root. */
export function storyFrame(canvasElement: HTMLElement): Element {
  return canvasElement.querySelector('[data-story-frame]') ?? canvasElement.firstElementChild ?? canvasElement;
}

/**
 * Long values wrap instead of widening the screen (requirements §13.6): nothing in `frame` (a story's
 * frame, `storyFrame`, or a dialog) ends past its
 * right edge, no box in it holds content wider than itself (text spilling out, or a table scrolling
 * its last column out of view), and the page does not scroll sideways.
 */
export async function expectFits(frame: Element): Promise<void> {
  const right = frame.getBoundingClientRect().right;
  // What a box clips (a visually hidden table header, truncated text) cannot widen anything.
  const clips = (el: Element) => ['hidden', 'clip'].includes(getComputedStyle(el).overflowX);
  const clipped = (el: Element): boolean => {
    for (let up = el.parentElement; up && up !== frame; up = up.parentElement) if (clips(up)) return true;
    return false;
  };
  const elements = [frame, ...frame.querySelectorAll('*')].filter((el) => !clipped(el));
  const sticking = elements.filter((el) => el.getBoundingClientRect().right > right + 1).map(describe);
  await expect(sticking, 'elements ending past the right edge').toEqual([]);
  // Text wider than its box: the box scrolls sideways, or the text spills out of it.
  const spilling = elements.filter((el) => el.scrollWidth > el.clientWidth + 1 && !clips(el)).map(describe);
  await expect(spilling, 'boxes whose content is wider than they are').toEqual([]);
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);
}
