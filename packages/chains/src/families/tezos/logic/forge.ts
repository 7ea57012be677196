/**
 * Tezos binary forging of the manager operations a transfer needs (Octez `operation.unsigned`
 * encoding, protocol Ushuaia as @taquito/local-forging 25 writes it): the 32-byte branch, then
 * an optional reveal (tag 0x6b) and a transaction (tag 0x6c). Numbers are zarith naturals;
 * addresses are the 21-byte public key hash or the 22-byte contract id. Parameters are never
 * sent (a plain tez transfer to the default entrypoint).
 */
import { concatBytes } from '@noble/hashes/utils.js';
import { decodeBase58Check, hasPrefix } from './base58check';
import { TEZOS_ADDRESS_PREFIXES } from './address';

export interface RevealContent {
  kind: 'reveal';
  source: string;
  fee: string;
  counter: string;
  gas_limit: string;
  storage_limit: string;
  /** edpk… */
  public_key: string;
}

export interface TransactionContent {
  kind: 'transaction';
  source: string;
  fee: string;
  counter: string;
  gas_limit: string;
  storage_limit: string;
  amount: string;
  destination: string;
}

export type ManagerContent = RevealContent | TransactionContent;

export interface TezosOperation {
  /** B… block hash the operation is anchored to. */
  branch: string;
  contents: ManagerContent[];
}

export const PREFIX = {
  branch: [1, 52],
  edpk: [13, 15, 37, 217],
  edsig: [9, 245, 205, 134, 18],
  operation: [5, 116],
} as const;

const TAG = { reveal: 0x6b, transaction: 0x6c } as const;
const PKH_TAG = { tz1: 0, tz2: 1, tz3: 2, tz4: 3 } as const;
const CONTRACT_TAG = { KT1: 1, sr1: 3 } as const;

/** The payload of a base58check string with a known prefix and length. */
export function b58Payload(
  text: string,
  prefix: readonly number[],
  length: number,
  what: string,
): Uint8Array {
  const d = decodeBase58Check(text);
  if (!d.ok || !hasPrefix(d.bytes, prefix) || d.bytes.length !== prefix.length + length)
    throw new Error(`Invalid Tezos ${what}: ${text}`);
  return d.bytes.slice(prefix.length);
}

/** A zarith natural: 7 bits a byte, least significant first, high bit = more follows. */
export function zarith(value: string | bigint): Uint8Array {
  const text = typeof value === 'bigint' ? value.toString() : value;
  if (!/^\d+$/.test(text)) throw new Error(`Not a natural number: ${text}`);
  let n = BigInt(text);
  const out: number[] = [];
  do {
    const low = Number(n & 0x7fn);
    n >>= 7n;
    out.push(n > 0n ? low | 0x80 : low);
  } while (n > 0n);
  return Uint8Array.from(out);
}

/** 21 bytes: the curve tag and the 20-byte hash (implicit accounts only). */
export function publicKeyHash(address: string): Uint8Array {
  for (const [kind, tag] of Object.entries(PKH_TAG)) {
    const prefix = TEZOS_ADDRESS_PREFIXES[kind as keyof typeof PKH_TAG];
    if (address.startsWith(kind))
      return concatBytes(Uint8Array.of(tag), b58Payload(address, prefix, 20, 'address'));
  }
  throw new Error(`Not an implicit Tezos account: ${address}`);
}

/** 22 bytes: 0x00 + public key hash, or the contract tag + 20 bytes + 0x00 padding. */
export function contractId(address: string): Uint8Array {
  for (const [kind, tag] of Object.entries(CONTRACT_TAG)) {
    if (!address.startsWith(kind)) continue;
    const prefix = TEZOS_ADDRESS_PREFIXES[kind as keyof typeof CONTRACT_TAG];
    return concatBytes(Uint8Array.of(tag), b58Payload(address, prefix, 20, 'address'), Uint8Array.of(0));
  }
  return concatBytes(Uint8Array.of(0), publicKeyHash(address));
}

function manager(c: ManagerContent): Uint8Array {
  return concatBytes(
    Uint8Array.of(TAG[c.kind]),
    publicKeyHash(c.source),
    zarith(c.fee),
    zarith(c.counter),
    zarith(c.gas_limit),
    zarith(c.storage_limit),
  );
}

function content(c: ManagerContent): Uint8Array {
  if (c.kind === 'reveal') {
    const key = b58Payload(c.public_key, PREFIX.edpk, 32, 'public key');
    // 0x00: ed25519 key; the trailing 0x00 says there is no BLS proof of possession.
    return concatBytes(manager(c), Uint8Array.of(0), key, Uint8Array.of(0));
  }
  // The trailing 0x00: no parameters.
  return concatBytes(manager(c), zarith(c.amount), contractId(c.destination), Uint8Array.of(0));
}

/** The unsigned operation's bytes. */
export function forgeOperation(op: TezosOperation): Uint8Array {
  if (op.contents.length === 0) throw new Error('A Tezos operation needs at least one content');
  return concatBytes(b58Payload(op.branch, PREFIX.branch, 32, 'branch'), ...op.contents.map(content));
}
