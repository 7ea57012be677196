import { describe, expect, it } from 'vitest';
import {
  LosslessJsonError,
  RawNumber,
  parseLossless,
  toPlainDecimal,
  withDecimalQuotes,
} from './lossless-json';

describe('parseLossless', () => {
  it('keeps number tokens as written, including digits a double cannot hold', () => {
    // 0.10000000000000001 and 0.1 are the same IEEE-754 double: JSON.parse cannot tell them apart.
    expect(JSON.parse('0.10000000000000001')).toBe(0.1);
    const v = parseLossless('{"a":0.10000000000000001,"b":[1,-2.5e3,true,null,"x\\"y"]}') as Record<
      string,
      unknown
    >;
    expect(v.a).toEqual(new RawNumber('0.10000000000000001'));
    expect(v.b).toEqual([new RawNumber('1'), new RawNumber('-2.5e3'), true, null, 'x"y']);
  });

  it('treats "__proto__" as an ordinary key', () => {
    const v = parseLossless('{"__proto__":{"polluted":1}}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(v)).toEqual(['__proto__']);
  });

  it.each(['', '{', '{"a":}', '[1,]', '01', '{"a":1} x', '"unterminated', 'nul', '{a:1}'])(
    'rejects %j',
    (text) => {
      expect(() => parseLossless(text)).toThrow(LosslessJsonError);
    },
  );

  it('limits nesting depth instead of overflowing the stack', () => {
    expect(() => parseLossless('['.repeat(10_000) + ']'.repeat(10_000))).toThrow(/too deep/);
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
});

describe('withDecimalQuotes', () => {
  it('turns numbers inside quote objects into strings and leaves the others numeric', () => {
    const tree = parseLossless(
      '{"status":{"error_code":0},"data":{"BTC":{"id":1,"quote":{"USD":{"price":6602.60701122,"market_cap":1.5e-7}}}}}',
    );
    expect(withDecimalQuotes(tree)).toEqual({
      status: { error_code: 0 },
      data: { BTC: { id: 1, quote: { USD: { price: '6602.60701122', market_cap: '0.00000015' } } } },
    });
  });
});
