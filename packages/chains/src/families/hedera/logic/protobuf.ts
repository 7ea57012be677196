/**
 * A small protobuf writer: varints, and fields written exactly when they are present (not when
 * they differ from the default). That is how protobufjs — and so @hashgraph/sdk — encodes a
 * message whose fields were set, zeros and empty strings included; leaving a field out gives the
 * minimal form other encoders (Trust Wallet Core's C++) write. Field order is the caller's.
 */
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils.js';

const MAX_U64 = (1n << 64n) - 1n;

/** An unsigned varint; negative int64 values go in as their two's complement (10 bytes). */
export function varint(value: bigint | number): Uint8Array {
  let v = BigInt(value);
  if (v < 0n) v += 1n << 64n;
  if (v < 0n || v > MAX_U64) throw new RangeError(`${value} does not fit 64 bits`);
  const out: number[] = [];
  do {
    let byte = Number(v & 0x7fn);
    v >>= 7n;
    if (v !== 0n) byte |= 0x80;
    out.push(byte);
  } while (v !== 0n);
  return Uint8Array.from(out);
}

const tag = (field: number, wire: 0 | 2) => varint((field << 3) | wire);

/** A varint field (int32/int64/uint64/bool/enum); nothing when the value is absent. */
export function varintField(field: number, value: bigint | number | boolean | undefined): Uint8Array {
  if (value === undefined) return new Uint8Array(0);
  const v = typeof value === 'boolean' ? (value ? 1 : 0) : value;
  return concatBytes(tag(field, 0), varint(v));
}

/** A length-delimited field (bytes, embedded message); nothing when absent. */
export function bytesField(field: number, value: Uint8Array | undefined): Uint8Array {
  if (value === undefined) return new Uint8Array(0);
  return concatBytes(tag(field, 2), varint(value.length), value);
}

export function stringField(field: number, value: string | undefined): Uint8Array {
  return bytesField(field, value === undefined ? undefined : utf8ToBytes(value));
}

export const message = (...fields: Uint8Array[]): Uint8Array => concatBytes(...fields);

/** A sint64 field (ZigZag varint), as Hedera's AccountAmount.amount. */
export function sint64Field(field: number, value: bigint | undefined): Uint8Array {
  if (value === undefined) return new Uint8Array(0);
  const zigzag = value >= 0n ? value << 1n : (-value << 1n) - 1n;
  return concatBytes(tag(field, 0), varint(zigzag));
}

/** One field read back: varints as bigint, length-delimited ones as bytes. */
export type ReadField = { field: number; varint: bigint } | { field: number; bytes: Uint8Array };

/** Reads a message's top-level fields (varint and length-delimited only; others are refused). */
export function readFields(bytes: Uint8Array): ReadField[] {
  const out: ReadField[] = [];
  let i = 0;
  const next = (): bigint => {
    let v = 0n;
    for (let shift = 0n; shift < 70n; shift += 7n) {
      if (i >= bytes.length) throw new Error('truncated protobuf varint');
      const b = bytes[i++]!;
      v |= BigInt(b & 0x7f) << shift;
      if ((b & 0x80) === 0) return v;
    }
    throw new Error('protobuf varint too long');
  };
  while (i < bytes.length) {
    const key = Number(next());
    const field = key >>> 3;
    const wire = key & 7;
    if (wire === 0) out.push({ field, varint: next() });
    else if (wire === 2) {
      const len = Number(next());
      if (i + len > bytes.length) throw new Error('truncated protobuf field');
      out.push({ field, bytes: bytes.subarray(i, i + len) });
      i += len;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
  }
  return out;
}
