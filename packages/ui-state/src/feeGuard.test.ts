import { describe, expect, it } from 'vitest';
import { guardCustomPrice } from './feeGuard';

const GWEI = 10n ** 9n;

describe('guardCustomPrice', () => {
  it('accepts prices up to twice the Recommended one', () => {
    expect(guardCustomPrice(2n * GWEI, GWEI)).toEqual({ level: 'ok' });
    expect(guardCustomPrice(GWEI / 2n, GWEI)).toEqual({ level: 'ok' });
  });

  it('warns above twice, saying how many times', () => {
    expect(guardCustomPrice(5n * GWEI, 2n * GWEI)).toEqual({
      level: 'warn',
      text: 'This fee is 2.5 times the Recommended one. You pay all of it even though the Recommended fee is enough to be confirmed.',
    });
  });

  it('refuses above twenty times (100000 gwei against 1.5 gwei)', () => {
    const g = guardCustomPrice(100_000n * GWEI, (3n * GWEI) / 2n);
    expect(g.level).toBe('refuse');
    expect(g.level === 'refuse' && g.text).toBe(
      'This fee price is 66666.6 times the Recommended one: more than 20 times is refused. Enter a lower price.',
    );
    expect(guardCustomPrice(20n * GWEI, GWEI).level).toBe('warn');
    expect(guardCustomPrice(20n * GWEI + 1n, GWEI).level).toBe('refuse');
  });

  it('has nothing to compare without a Recommended price', () => {
    expect(guardCustomPrice(10n ** 30n, null)).toEqual({ level: 'ok' });
  });
});
