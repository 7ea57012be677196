import { describe, expect, it } from 'vitest';
import { QuoteJsonError, parseQuotes, toPlainDecimal } from './decimal-quotes';

describe('parseQuotes', () => {
  it('keeps every digit of prices, including digits a double cannot hold', () => {
    // 0.10000000000000001 and 0.1 are the same IEEE-754 double: JSON.parse cannot tell them apart.
    expect(JSON.parse('0.10000000000000001')).toBe(0.1);
    expect(
      parseQuotes('{"quote":{"USD":{"price":0.10000000000000001,"x":[1,-2.5e3,true,null,"x\\"y"]}}}'),
    ).toEqual({
      quote: { USD: { price: '0.10000000000000001', x: ['1', '-2500', true, null, 'x"y'] } },
    });
  });

  it('turns numbers inside quote objects into strings and leaves the others numeric', () => {
    expect(
      parseQuotes(
        '{"status":{"error_code":0},"data":{"BTC":{"id":1,"quote":{"USD":{"price":6602.60701122,"market_cap":1.5e-7}}}}}',
      ),
    ).toEqual({
      status: { error_code: 0 },
      data: { BTC: { id: 1, quote: { USD: { price: '6602.60701122', market_cap: '0.00000015' } } } },
    });
  });

  it('treats "__proto__" as an ordinary key', () => {
    const v = parseQuotes('{"__proto__":{"polluted":1}}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(v)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(v)).toBe(Object.prototype);
  });

  it.each(['', '{', '{"a":}', '[1,]', '01', '{"a":1} x', '"unterminated', 'nul', '{a:1}'])(
    'rejects %j',
    (text) => {
      expect(() => parseQuotes(text)).toThrow(QuoteJsonError);
    },
  );

  it('refuses nesting past the stack with its own error, not a crash', () => {
    expect(() => parseQuotes('['.repeat(200_000) + ']'.repeat(200_000))).toThrow(/nested too deep/);
  });
});

describe('toPlainDecimal', () => {
  // Expected values are the numbers written out by hand: m × 10^e moves the point e places.
  it.each([
    ['6602.60701122', '6602.60701122'],
    ['1.5e-7', '0.00000015'],
    ['0.15e-7', '0.000000015'],
    ['-2.5E+3', '-2500'],
    ['1e21', '1000000000000000000000'],
    ['1.1e-5', '0.000011'],
    ['12.50e1', '125'],
    ['0e0', '0'],
    ['100', '100'],
  ])('%s -> %s', (raw, plain) => {
    expect(toPlainDecimal(raw)).toBe(plain);
  });

  it('refuses what is not a JSON number', () => {
    expect(() => toPlainDecimal('1.2.3')).toThrow(QuoteJsonError);
  });
});
