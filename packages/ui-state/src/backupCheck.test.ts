import { describe, expect, it } from 'vitest';
import { backupAnswersMatch, pickWordPositions, secureRandomBelow } from './backupCheck';

// Words of the BIP-39 test vector with entropy 7f7f…7f (trezor/python-mnemonic vectors.json).
const WORDS = 'legal winner thank year wave sausage worth useful legal winner thank yellow'.split(' ');

describe('pickWordPositions', () => {
  it('returns distinct ascending positions inside the phrase', () => {
    for (let i = 0; i < 200; i++) {
      const p = pickWordPositions(12, 3);
      expect(p).toHaveLength(3);
      expect(new Set(p).size).toBe(3);
      expect([...p].sort((a, b) => a - b)).toEqual(p);
      expect(p.every((x) => x >= 0 && x < 12)).toBe(true);
    }
  });

  it('keeps drawing until it has enough distinct positions', () => {
    const draws = [5, 5, 5, 1, 1, 9];
    expect(pickWordPositions(12, 3, () => draws.shift() as number)).toEqual([1, 5, 9]);
  });

  it('refuses impossible requests', () => {
    expect(() => pickWordPositions(12, 13)).toThrow(RangeError);
    expect(() => pickWordPositions(12, -1)).toThrow(RangeError);
  });
});

describe('secureRandomBelow', () => {
  it('stays in range and reaches every value', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const v = secureRandomBelow(12);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(12);
      seen.add(v);
    }
    expect(seen.size).toBe(12);
  });
});

describe('backupAnswersMatch', () => {
  it('accepts the right words, ignoring case and outer spaces', () => {
    expect(backupAnswersMatch(WORDS, [0, 4, 11], ['legal', ' WAVE ', 'yellow'])).toBe(true);
  });

  it('refuses a wrong, missing or misplaced word', () => {
    expect(backupAnswersMatch(WORDS, [0, 4, 11], ['legal', 'wave', 'winner'])).toBe(false);
    expect(backupAnswersMatch(WORDS, [0, 4, 11], ['legal', 'wave'])).toBe(false);
    expect(backupAnswersMatch(WORDS, [0, 4, 11], ['wave', 'legal', 'yellow'])).toBe(false);
  });
});
