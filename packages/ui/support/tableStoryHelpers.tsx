// What the list tables' stories share: the phone frame, the failed-load check, and deleting a row
// through the confirmation dialog.
import type { Decorator } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** A 390 px wide frame, as on a phone (with the `mobile` tag the visual test uses a phone window too). */
export const phoneFrame: Decorator = (Story) => (
  <div data-story-frame="" className="max-w-[390px]">
    <Story />
  </div>
);

/** The message a failed-load story shows. */
export const loadFailure = 'The server answered 500. Try again in a moment.';

/**
 * A list that failed to load: the message, the heading without a count, no table, and Try again
 * calling `onRetry` once. Leaves the story at rest (no focus ring from the click) for the screenshot.
 */
export async function expectLoadFailure(canvasElement: HTMLElement, heading: string, onRetry: unknown) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('alert')).toHaveTextContent(loadFailure);
  await expect(canvas.getByRole('heading', { name: heading })).toBeInTheDocument();
  await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
  await expect(onRetry).toHaveBeenCalledTimes(1);
  (document.activeElement as HTMLElement | null)?.blur();
}

/** Clicks the row's Delete (`button`), then answers the dialog asking `question` (Yes, Cancel or Escape). */
export async function deleteThroughDialog(
  canvasElement: HTMLElement,
  { button, question, answer }: { button: string; question: string; answer: 'Yes' | 'Cancel' | 'Escape' },
) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: button }));
  const dialog = await screen.findByRole('alertdialog', { name: question });
  if (answer === 'Escape') await userEvent.keyboard('{Escape}');
  else await userEvent.click(within(dialog).getByRole('button', { name: answer }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
}
