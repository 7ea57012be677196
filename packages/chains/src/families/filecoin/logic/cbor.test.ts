/** The hand CBOR writer against @ipld/dag-cbor on random unsigned integers, byte strings and arrays. */
import { encode } from '@ipld/dag-cbor';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCbor, type CborValue } from './cbor';

const { value } = fc.letrec<{ value: CborValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }),
    fc.uint8Array({ maxLength: 300 }),
    fc.array(tie('value'), { maxLength: 4 }),
  ),
}));

/** dag-cbor takes numbers up to 2^53 and bigints above. */
const forSdk = (v: CborValue): unknown =>
  Array.isArray(v)
    ? v.map(forSdk)
    : typeof v === 'bigint' && v <= BigInt(Number.MAX_SAFE_INTEGER)
      ? Number(v)
      : v;

describe('encodeCbor', () => {
  it('writes what @ipld/dag-cbor writes (shortest heads at every size boundary)', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(bytesToHex(encodeCbor(v))).toBe(bytesToHex(encode(forSdk(v))));
      }),
      { numRuns: 500 },
    );
    for (const n of [23n, 24n, 255n, 256n, 65535n, 65536n, 4294967295n, 4294967296n])
      expect(bytesToHex(encodeCbor(n))).toBe(bytesToHex(encode(forSdk(n))));
  });

  it('refuses what a message never holds', () => {
    expect(() => encodeCbor(-1n)).toThrow(/negative/);
    expect(() => encodeCbor(1n << 64n)).toThrow(/64 bits/);
  });
});
