import { expect } from 'storybook/test';

/**
 * Every email address (`EmailText`) in `root` wraps only between its parts (before the "@", before
 * a dot), never inside one: each of its text pieces lies on a single line.
 */
export async function expectEmailsUnbroken(root: HTMLElement): Promise<void> {
  const emails = Array.from(root.querySelectorAll<HTMLElement>('[data-email]'));
  await expect(emails.length).toBeGreaterThan(0);
  for (const email of emails) {
    const walker = document.createTreeWalker(email, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      await expect(lines.size, `"${node.textContent}" of ${email.textContent} on one line`).toBeLessThanOrEqual(1);
    }
  }
}
