// The two languages' digits (requirements §16): Bangla pages write ০-৯ unless the buyer keeps Latin
// digits, and every number a person types is read in either set, so a buyer who types "১০" orders 10.

/** The store's languages: English (the source) and Bangla. */
export type Locale = 'en' | 'bn';
/** Digits in the language's own script ("native": ০-৯ in Bangla, 0-9 in English) or always 0-9. */
export type DigitSet = 'native' | 'latin';
/** How a number, an amount or a date is written; English with its digits when left out. */
export interface LocaleFormat {
  locale?: Locale;
  digits?: DigitSet;
}

let screens: LocaleFormat = {};

/**
 * The language and digits a browser's screens are in, which every formatter here uses when given
 * none: set by the screens' language layer (packages/ui/src/i18n) as the language changes, so a
 * component that prints a price needs no language of its own. A server never sets it (each of its
 * calls, an email's, names its `format`), and renders in English when it does not.
 */
export function setScreenFormat(format: LocaleFormat): void {
  screens = { ...format };
}

/** The screens' format (English until the language layer says otherwise). */
export const screenFormat = (): LocaleFormat => screens;

const BANGLA_ZERO = 0x09e6;
// Bangla ০-৯, Arabic-Indic ٠-٩ and Extended Arabic-Indic (Persian, Urdu) ۰-۹: what a phone's keyboard
// in the region may type. A digit's value is its distance from its block's zero.
const otherDigits = /[\u09e6-\u09ef\u0660-\u0669\u06f0-\u06f9]/g;
const zeros = [BANGLA_ZERO, 0x06f0, 0x0660];

/** `text` with Bangla and Arabic-Indic digits as 0-9 ("১০" -> "10"); everything else as it is. */
export function toLatinDigits(text: string): string {
  return text.replace(otherDigits, (d) => {
    const code = d.codePointAt(0)!;
    return String(code - zeros.find((zero) => code >= zero)!);
  });
}

/** `text` with 0-9 written in `format`'s digits ("10" -> "১০" in Bangla with native digits). */
export function toLocaleDigits(text: string, format: LocaleFormat = {}): string {
  if (format.locale !== 'bn' || format.digits === 'latin') return text;
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(BANGLA_ZERO + Number(d)));
}
