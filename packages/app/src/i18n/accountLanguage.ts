// The account's language on a new device (docs/requirements.md §16, item 18): as a session starts
// here (a sign-in, or a session Firebase resumes without a held access token), the token exchange
// answers the account's language, and the app shows it unless the person chose a language on this
// device since signing in here. Renewals of the access token during a session change nothing.
import type { Language } from '@storefront/shared';

/** Set (in this browser's storage) when the language is chosen while signed in; cleared at sign-in and sign-out. */
const CHOSEN_KEY = 'languageChosenSignedIn';

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** The person chose a language with the switch while signed in (or signing in) on this device. */
export function rememberChoice(): void {
  try {
    storage()?.setItem(CHOSEN_KEY, '1');
  } catch {
    // Without storage the choice lasts only as long as the page (the account has it too).
  }
}

/** A sign-in begins or a sign-out ends the session: the next account's language may be adopted. */
export function forgetChoice(): void {
  try {
    storage()?.removeItem(CHOSEN_KEY);
  } catch {
    // Nothing was kept.
  }
}

/** Whether a language was chosen on this device since the last sign-in here. */
export const choseSinceSignIn = (): boolean => storage()?.getItem(CHOSEN_KEY) === '1';

/** The language to switch to as a session starts: the account's, unless it is shown already or a choice made here stands. */
export function languageToAdopt(account: Language, shown: Language, chosenHere: boolean): Language | undefined {
  return account === shown || chosenHere ? undefined : account;
}

type Listener = (language: Language) => void;
let listener: Listener | undefined;
let waiting: Language | undefined;

/** Said by the session (auth/session.ts) when a token exchange starts a session: the account's language. */
export function sessionStartedIn(language: Language): void {
  if (listener) listener(language);
  else waiting = language;
}

/** The app's language provider hears of each session's start; one that came before it mounted is handed over at once. */
export function onSessionLanguage(next: Listener): () => void {
  listener = next;
  if (waiting !== undefined) {
    const language = waiting;
    waiting = undefined;
    // After the mount that subscribed: a navigation asked for within its first effects was lost (the test).
    setTimeout(() => {
      if (listener === next) next(language);
    });
  }
  return () => {
    if (listener === next) listener = undefined;
  };
}
