import { describe, expect, it } from 'vitest';
import { applyPaste, joinPhrase, splitPastedPhrase } from './phraseInput';

// BIP-39 test vectors (trezor/python-mnemonic vectors.json): a 12-word and a 24-word phrase.
const P12 = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const P24 =
  'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo vote';

describe('splitPastedPhrase', () => {
  it('splits on any whitespace and commas and drops numbering', () => {
    expect(splitPastedPhrase(' Legal\twinner,thank\n1. year  2) wave ')).toEqual([
      'legal',
      'winner',
      'thank',
      'year',
      'wave',
    ]);
  });
});

describe('applyPaste', () => {
  it('fills all twelve fields from the first one', () => {
    const r = applyPaste(Array(12).fill(''), 0, P12);
    expect(r?.length).toBe(12);
    expect(r?.fields.join(' ')).toBe(P12);
  });

  it('switches to 24 fields when 24 words are pasted', () => {
    const r = applyPaste(Array(12).fill(''), 0, P24);
    expect(r?.length).toBe(24);
    expect(r?.fields.join(' ')).toBe(P24);
  });

  it('fills from the field pasted into and keeps the earlier ones', () => {
    const start = ['legal', 'winner', ...Array(10).fill('')];
    const r = applyPaste(start, 2, 'thank year wave');
    expect(r?.fields.slice(0, 5)).toEqual(['legal', 'winner', 'thank', 'year', 'wave']);
  });

  it('leaves a single word to the normal input handling', () => {
    expect(applyPaste(Array(12).fill(''), 3, 'legal')).toBeNull();
  });
});

describe('joinPhrase', () => {
  it('joins trimmed lower-case words with single spaces', () => {
    expect(joinPhrase([' Legal', 'WINNER ', '', 'thank'])).toBe('legal winner thank');
  });
});
