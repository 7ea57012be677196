/**
 * The little DAG-CBOR a Filecoin message needs (RFC 8949 with DAG-CBOR's shortest-form rule):
 * unsigned integers, byte strings and arrays. Nothing here reads CBOR; the devnet decodes with
 * the SDK.
 */
import { concatBytes } from '@noble/hashes/utils.js';

export type CborValue = bigint | number | Uint8Array | CborValue[];

const MAX_UINT64 = (1n << 64n) - 1n;

function head(major: number, n: bigint): Uint8Array {
  if (n < 0n || n > MAX_UINT64) throw new Error('A CBOR length or integer must fit in 64 bits');
  const m = major << 5;
  if (n < 24n) return Uint8Array.of(m | Number(n));
  const size = n < 0x100n ? 1 : n < 0x10000n ? 2 : n < 0x100000000n ? 4 : 8;
  const out = new Uint8Array(1 + size);
  out[0] = m | { 1: 24, 2: 25, 4: 26, 8: 27 }[size]!;
  for (let i = size, v = n; i >= 1; i--, v >>= 8n) out[i] = Number(v & 0xffn);
  return out;
}

export function encodeCbor(value: CborValue): Uint8Array {
  if (value instanceof Uint8Array) return concatBytes(head(2, BigInt(value.length)), value);
  if (Array.isArray(value))
    return concatBytes(head(4, BigInt(value.length)), ...value.map((v) => encodeCbor(v)));
  const n = BigInt(value);
  if (n < 0n) throw new Error('Filecoin messages carry no negative integers');
  return head(0, n);
}
