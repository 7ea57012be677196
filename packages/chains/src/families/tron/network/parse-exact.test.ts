/**
 * Tron's JSON reading (trongrid.ts parseExact, on lossless-json): integers past 2^53 keep every
 * digit as text, everything else reads as JSON.parse reads it, and digits inside a string value are
 * never touched (the regex it replaced turned `"x,12345678901234567]"` into broken JSON).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExact } from './trongrid';

describe('parseExact', () => {
  it('keeps an int64 past 2^53 as its digits and safe numbers as numbers', () => {
    expect(parseExact('{"balance":9007199254740993,"create_time":1700000000000,"x":-1.5}')).toEqual({
      balance: '9007199254740993',
      create_time: 1700000000000,
      x: -1.5,
    });
    expect(parseExact('[-9223372036854775808]')).toEqual(['-9223372036854775808']);
  });

  it('leaves digits inside string values alone', () => {
    const text = '{"memo":"x,12345678901234567]","data":"[1234567890123456789,"}';
    expect(parseExact(text)).toEqual(JSON.parse(text));
  });

  it('property: any JSON reads as JSON.parse reads it, unsafe integers as their digits', () => {
    const unsafeAsDigits = (_key: string, v: unknown) =>
      typeof v === 'number' && /^-?\d+$/.test(String(v)) && !Number.isSafeInteger(v) ? String(v) : v;
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), (v) => {
        const text = JSON.stringify(v);
        expect(parseExact(text)).toEqual(JSON.parse(text, unsafeAsDigits));
      }),
      { numRuns: 200 },
    );
  });
});
