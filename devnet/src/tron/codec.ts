/**
 * The devnet's own Tron codec, written apart from the wallet's (so each checks the other):
 * base58check addresses, a protobuf reader for Transaction / raw / Contract / Any and the two
 * contracts the ledger runs (TransferContract, TriggerSmartContract), a small writer for the
 * faucet's own transfers, and secp256k1 recovery of the signer (viem).
 */
import { createHash } from 'node:crypto';
import { keccak256, recoverPublicKey, type Hex } from 'viem';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
export const sha256 = (b: Uint8Array) => new Uint8Array(createHash('sha256').update(b).digest());
export const toHex = (b: Uint8Array) => Buffer.from(b).toString('hex');
export const fromHex = (h: string) => new Uint8Array(Buffer.from(h, 'hex'));

function base58(bytes: Uint8Array): string {
  let n = BigInt(`0x${toHex(bytes) || '0'}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)]! + out;
    n /= 58n;
  }
  for (const b of bytes)
    if (b === 0) out = '1' + out;
    else break;
  return out;
}

function unbase58(text: string): Uint8Array | null {
  let n = 0n;
  for (const c of text) {
    const i = ALPHABET.indexOf(c);
    if (i < 0) return null;
    n = n * 58n + BigInt(i);
  }
  const h = n.toString(16);
  return fromHex(h.length % 2 ? `0${h}` : h);
}

/** 21 bytes (0x41 + 20) → T… */
export function encodeAddress(bytes: Uint8Array): string {
  const check = sha256(sha256(bytes)).subarray(0, 4);
  return base58(new Uint8Array([...bytes, ...check]));
}

/** T… or 41-hex → 21 bytes, or null when it is not a Tron address. */
export function decodeAddress(text: unknown): Uint8Array | null {
  if (typeof text !== 'string') return null;
  if (/^41[0-9a-fA-F]{40}$/.test(text)) return fromHex(text);
  const raw = /^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(text) ? unbase58(text) : null;
  if (!raw || raw.length !== 25 || raw[0] !== 0x41) return null;
  const body = raw.subarray(0, 21);
  const check = sha256(sha256(body)).subarray(0, 4);
  return toHex(check) === toHex(raw.subarray(21)) ? body : null;
}

export const base58Of = (text: string) => {
  const b = decodeAddress(text);
  return b ? encodeAddress(b) : null;
};

type Field = { n: number; v: bigint | Uint8Array };

/** Every field of one protobuf message, in order (varint and length-delimited only). */
export function readFields(b: Uint8Array): Field[] {
  const out: Field[] = [];
  let i = 0;
  const varint = () => {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (i >= b.length || shift > 63n) throw new Error('truncated varint');
      const x = b[i++]!;
      v |= BigInt(x & 0x7f) << shift;
      if (!(x & 0x80)) return v;
    }
  };
  while (i < b.length) {
    const key = Number(varint());
    const n = key >> 3;
    if ((key & 7) === 0) out.push({ n, v: varint() });
    else if ((key & 7) === 2) {
      const len = Number(varint());
      if (i + len > b.length) throw new Error('truncated field');
      out.push({ n, v: b.subarray(i, i + len) });
      i += len;
    } else throw new Error(`wire type ${key & 7} is not used by these messages`);
  }
  return out;
}

const bytesOf = (f: Field[], n: number) => {
  const x = f.find((y) => y.n === n)?.v;
  return x instanceof Uint8Array ? x : new Uint8Array(0);
};
const intOf = (f: Field[], n: number) => {
  const x = f.find((y) => y.n === n)?.v;
  return typeof x === 'bigint' ? x : 0n;
};

export interface DecodedRaw {
  refBlockBytes: Uint8Array;
  refBlockHash: Uint8Array;
  expiration: bigint;
  data: Uint8Array;
  timestamp: bigint;
  feeLimit: bigint;
  contracts: { type: number; typeUrl: string; value: Uint8Array }[];
}

export function decodeRaw(raw: Uint8Array): DecodedRaw {
  const f = readFields(raw);
  return {
    refBlockBytes: bytesOf(f, 1),
    refBlockHash: bytesOf(f, 4),
    expiration: intOf(f, 8),
    data: bytesOf(f, 10),
    timestamp: intOf(f, 14),
    feeLimit: intOf(f, 18),
    contracts: f
      .filter((x) => x.n === 11 && x.v instanceof Uint8Array)
      .map((x) => {
        const c = readFields(x.v as Uint8Array);
        const any = readFields(bytesOf(c, 2));
        return {
          type: Number(intOf(c, 1)),
          typeUrl: new TextDecoder().decode(bytesOf(any, 1)),
          value: bytesOf(any, 2),
        };
      }),
  };
}

export const decodeTransfer = (v: Uint8Array) => {
  const f = readFields(v);
  return { owner: bytesOf(f, 1), to: bytesOf(f, 2), amount: intOf(f, 3) };
};

export const decodeTrigger = (v: Uint8Array) => {
  const f = readFields(v);
  return { owner: bytesOf(f, 1), contract: bytesOf(f, 2), callValue: intOf(f, 3), data: bytesOf(f, 4) };
};

/** The address whose key made a 65-byte r‖s‖v signature over txID. */
export async function signerOf(txID: Uint8Array, signature: Uint8Array): Promise<string> {
  if (signature.length !== 65) throw new Error('a signature is 65 bytes');
  const v = signature[64]! < 27 ? signature[64]! + 27 : signature[64]!;
  const sig = `0x${toHex(signature.subarray(0, 64))}${v.toString(16)}` as Hex;
  const pub = await recoverPublicKey({ hash: `0x${toHex(txID)}`, signature: sig });
  const hash = keccak256(`0x${pub.slice(4)}` as Hex);
  return encodeAddress(fromHex(`41${hash.slice(-40)}`));
}

// The writer the faucet uses for its own transfers.
const varint = (v: bigint) => {
  const out: number[] = [];
  do {
    out.push(Number(v & 0x7fn) | (v > 0x7fn ? 0x80 : 0));
    v >>= 7n;
  } while (v > 0n);
  return out;
};
const ld = (n: number, b: Uint8Array) => [...varint(BigInt((n << 3) | 2)), ...varint(BigInt(b.length)), ...b];
const vi = (n: number, v: bigint) => (v === 0n ? [] : [...varint(BigInt(n << 3)), ...varint(v)]);

/** TransferContract (type 1) or TriggerSmartContract (type 31) value bytes. */
export const transferValue = (owner: Uint8Array, to: Uint8Array, amount: bigint) =>
  new Uint8Array([...ld(1, owner), ...ld(2, to), ...vi(3, amount)]);
export const triggerValue = (owner: Uint8Array, contract: Uint8Array, data: Uint8Array) =>
  new Uint8Array([...ld(1, owner), ...ld(2, contract), ...ld(4, data)]);

export function encodeRaw(o: {
  refBlockBytes: Uint8Array;
  refBlockHash: Uint8Array;
  expiration: bigint;
  timestamp: bigint;
  type: 'TransferContract' | 'TriggerSmartContract';
  value: Uint8Array;
  feeLimit?: bigint;
}): Uint8Array {
  const any = new Uint8Array([
    ...ld(1, new TextEncoder().encode(`type.googleapis.com/protocol.${o.type}`)),
    ...ld(2, o.value),
  ]);
  const contract = new Uint8Array([...vi(1, o.type === 'TransferContract' ? 1n : 31n), ...ld(2, any)]);
  return new Uint8Array([
    ...ld(1, o.refBlockBytes),
    ...ld(4, o.refBlockHash),
    ...vi(8, o.expiration),
    ...ld(11, contract),
    ...vi(14, o.timestamp),
    ...vi(18, o.feeLimit ?? 0n),
  ]);
}
