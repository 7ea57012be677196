/** Protobuf varints and fields as the encoding guide has them (protobuf.dev/programming-guides/encoding). */
import { hex } from '@scure/base';
import { describe, expect, it } from 'vitest';
import { bytesField, messageField, stringField, uintField, varint } from './proto';

describe('protobuf wire rules', () => {
  it.each([
    [0n, '00'],
    [1n, '01'],
    [150n, '9601'], // the guide's example
    [300n, 'ac02'],
    [2147483647n, 'ffffffff07'],
    [2147483648n, '8080808008'],
    [4294967295n, 'ffffffff0f'],
    [4294967296n, '8080808010'],
    [(1n << 64n) - 1n, 'ffffffffffffffffff01'],
  ])('varint(%s) = %s', (n, expected) => {
    expect(hex.encode(varint(n))).toBe(expected);
  });

  it('refuses a negative varint', () => {
    expect(() => varint(-1n)).toThrow(/negative/);
  });

  it('leaves proto3 defaults out but always writes an embedded message', () => {
    expect(hex.encode(uintField(3, 0n))).toBe('');
    expect(hex.encode(stringField(2, ''))).toBe('');
    expect(hex.encode(uintField(1, 150n))).toBe('089601');
    expect(hex.encode(stringField(2, 'testing'))).toBe('120774657374696e67'); // the guide's example
    expect(hex.encode(bytesField(3, new Uint8Array(), true))).toBe('1a00');
    expect(hex.encode(messageField(3, [uintField(1, 150n)]))).toBe('1a03089601'); // the guide's embedded example
  });
});
