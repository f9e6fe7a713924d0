import { describe, expect, it } from 'vitest';
import { SEARCH_WORD_MAX, searchTokens } from './catalog.ts';

describe('the search words', () => {
  it('are runs of letters and digits, lower-case', () => {
    expect(searchTokens('Club Vision CC-GPU-4070, Ångström!')).toEqual([
      'club',
      'vision',
      'cc',
      'gpu',
      '4070',
      'ångström',
    ]);
  });

  // requirements §12.11: vowel signs and the virama are marks, not letters, and belong to the word.
  it('keep a Bangla word whole, its digits too', () => {
    expect(searchTokens('গ্রাফিক্স কার্ড, প্রসেসর। ১৬ জিবি')).toEqual(['গ্রাফিক্স', 'কার্ড', 'প্রসেসর', '১৬', 'জিবি']);
  });

  it('drop the joiners and read a letter typed in parts as the letter', () => {
    expect(searchTokens('র\u200d্যাম')).toEqual(['র্যাম']);
    expect(searchTokens('ZWNJ\u200cএ')).toEqual(['zwnjএ']);
    expect(searchTokens('মাদারব\u09c7\u09beর্ড')).toEqual(['মাদারবোর্ড']);
    expect(searchTokens('Cafe\u0301')).toEqual(['café']);
  });

  it('cut a very long word to its first SEARCH_WORD_MAX characters', () => {
    const [word] = searchTokens('ক'.repeat(SEARCH_WORD_MAX + 10));
    expect(word).toBe('ক'.repeat(SEARCH_WORD_MAX));
    expect(searchTokens('😀'.repeat(3))).toEqual([]);
  });
});
