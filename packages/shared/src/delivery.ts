// Where an order goes (requirements §10 D21): a phone a courier can call and an address a courier
// can find. The rules, without zod, so a screen can judge a saved address before it is sent; the
// schemas that apply them to every order, checkout and address book are in schemas.ts.

/**
 * A Bangladeshi mobile number: `01`, an operator digit from 3 to 9, and eight digits, after an
 * optional country code (`+880 1712-345678` is `+88` and `01712345678`, as people also write it).
 * Spaces and dashes are how people group it; nothing else is taken.
 */
const mobileNumber = /^(?:\+?88)?(01[3-9]\d{8})$/;

/** The phone as stored and compared (`01712345678`), or null when it is not a Bangladeshi mobile number. */
export function normalisePhone(written: string): string | null {
  return mobileNumber.exec(written.replace(/[\s-]/g, ''))?.[1] ?? null;
}

/**
 * The shortest address a courier can find: a house or road and an area ("Road 1, Dhaka",
 * "12 Mirpur Rd") is at least 10 characters in 2 words; a single word or a fragment ("Test",
 * "Road 1", "Dhaka") is not. A word is a run of letters (their marks too: Bangla's vowel signs)
 * or digits.
 */
export const ADDRESS_MIN_LENGTH = 10;
export const ADDRESS_MIN_WORDS = 2;

export function isDeliverableAddress(address: string): boolean {
  const trimmed = address.trim();
  const words = trimmed.match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return trimmed.length >= ADDRESS_MIN_LENGTH && words.length >= ADDRESS_MIN_WORDS;
}
