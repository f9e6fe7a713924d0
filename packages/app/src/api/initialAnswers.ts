// The API answers the server read to draw a page's first view (an item's page, the catalog's first
// page: packages/server/src/catalog/pages.ts), put into SWR's cache before the app's first render:
// the screen then draws the same thing at once, where a skeleton would have replaced the server's
// view until its own request came back. They are as fresh as the page: the screen that reads one
// first does not ask for it again on mount (freshAnswers.ts). A list read by cursor keeps its pages
// elsewhere in the cache: it asks for its first page's answer by address (`initialAnswer`,
// useCursorPages).
import { INITIAL_ANSWERS_ID } from '@storefront/shared';
import { mutate } from 'swr';
import { getAccessToken, type ApiResult } from './client.ts';
import { holdAnswer } from './freshAnswers.ts';

const answers = new Map<string, unknown>();

/** The server's answer for `path` (an API path with its query), if the page came with it. */
export function initialAnswer<T>(path: string): T | undefined {
  return answers.get(path) as T | undefined;
}

export function takeInitialAnswers(doc: Document = document): void {
  const element = doc.getElementById(INITIAL_ANSWERS_ID);
  if (!element) return;
  element.remove();
  let inlined: unknown;
  try {
    inlined = JSON.parse(element.textContent ?? '');
  } catch {
    return; // Unreadable: the screen asks for its data as it would without.
  }
  if (!inlined || typeof inlined !== 'object' || Array.isArray(inlined)) return;
  // The page's answers are the public ones: a signed-in reader may be in a customer group, whose
  // answers carry their own prices (requirements §20.5), so theirs draw the first view and are asked
  // for again, with the token, as the screen mounts.
  const signedIn = getAccessToken() !== null;
  for (const [path, data] of Object.entries(inlined)) {
    answers.set(path, data);
    if (signedIn) void mutate<ApiResult<unknown>>(path, { data, total: undefined }, { revalidate: false });
    else void holdAnswer(mutate, path, data);
  }
}
