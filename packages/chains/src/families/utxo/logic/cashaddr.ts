/**
 * CashAddr, the Bitcoin Cash address format (bitcoincashorg spec/cashaddr.md, v1.1):
 * `prefix:payload`, payload = base32(version byte | hash | 40-bit BCH checksum over the prefix).
 * Version byte: bit 7 reserved (0), bits 6..3 the type (0 = P2PKH "q…", 1 = P2SH "p…"),
 * bits 2..0 the hash size (0 = 160 bits … 7 = 512 bits).
 */
import { base58check as base58checkFactory, bech32 } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const CHARSET_INDEX: Record<string, number> = Object.fromEntries([...CHARSET].map((c, i) => [c, i]));
/** Hash size in bytes for each value of the size bits. */
const HASH_SIZES = [20, 24, 28, 32, 40, 48, 56, 64];
const GENERATORS = [0x98f2bc8e61n, 0x79b76d99e2n, 0xf33e5fb3c4n, 0xae2eabe2a8n, 0x1e4f43e470n];

const base58check = base58checkFactory(sha256);

/** Thrown by the decoders; the message is readable by a person. */
export class CashAddrError extends Error {
  override name = 'CashAddrError';
}

export type CashAddrKind = 'p2pkh' | 'p2sh';

export interface CashAddrPayload {
  prefix: string;
  versionByte: number;
  data: Uint8Array;
}

export interface CashAddrDecoded {
  prefix: string;
  kind: CashAddrKind;
  hash: Uint8Array;
}

/** The spec's PolyMod over 5-bit values (40-bit state, so bigint). */
function polymod(values: number[]): bigint {
  let c = 1n;
  for (const d of values) {
    const c0 = c >> 35n;
    c = ((c & 0x07ffffffffn) << 5n) ^ BigInt(d);
    for (let i = 0; i < 5; i++) if ((c0 >> BigInt(i)) & 1n) c ^= GENERATORS[i]!;
  }
  return c ^ 1n;
}

function prefixValues(prefix: string): number[] {
  return [...[...prefix].map((ch) => ch.charCodeAt(0) & 0x1f), 0];
}

function checksumValues(prefix: string, words: number[]): number[] {
  const mod = polymod([...prefixValues(prefix), ...words, 0, 0, 0, 0, 0, 0, 0, 0]);
  return Array.from({ length: 8 }, (_, i) => Number((mod >> BigInt(5 * (7 - i))) & 0x1fn));
}

/** Splits `prefix:payload` (or a bare payload with `defaultPrefix`), checking case and characters. */
function splitAddress(address: string, defaultPrefix?: string): { prefix: string; payload: string } {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) {
    throw new CashAddrError('The address mixes upper- and lower-case letters');
  }
  const lower = address.toLowerCase();
  const colon = lower.lastIndexOf(':');
  const prefix = colon >= 0 ? lower.slice(0, colon) : defaultPrefix;
  const payload = colon >= 0 ? lower.slice(colon + 1) : lower;
  if (!prefix) throw new CashAddrError('The address has no prefix (such as bitcoincash:)');
  if (!/^[a-z0-9]+$/.test(prefix)) throw new CashAddrError('The address prefix is not valid');
  if (payload.length < 8) throw new CashAddrError('The address is too short');
  for (const ch of payload) {
    if (CHARSET_INDEX[ch] === undefined) {
      throw new CashAddrError(`The address contains "${ch}", which is not used in cash addresses`);
    }
  }
  return { prefix, payload };
}

/** True when the checksum of a prefixed cash address holds (payload contents not checked). */
export function cashAddrChecksumValid(address: string): boolean {
  try {
    const { prefix, payload } = splitAddress(address);
    return polymod([...prefixValues(prefix), ...[...payload].map((c) => CHARSET_INDEX[c]!)]) === 0n;
  } catch {
    return false;
  }
}

/** Low level: version byte and data of any cash address, any type. */
export function decodeCashAddrPayload(address: string, defaultPrefix?: string): CashAddrPayload {
  const { prefix, payload } = splitAddress(address, defaultPrefix);
  const words = [...payload].map((c) => CHARSET_INDEX[c]!);
  if (polymod([...prefixValues(prefix), ...words]) !== 0n) {
    throw new CashAddrError('The address checksum does not match: a character is wrong or missing');
  }
  let bytes: Uint8Array;
  try {
    bytes = bech32.fromWords(words.slice(0, -8));
  } catch {
    throw new CashAddrError('The address has a malformed payload');
  }
  if (bytes.length === 0) throw new CashAddrError('The address has no payload');
  const versionByte = bytes[0]!;
  if (versionByte & 0x80) throw new CashAddrError('The address has an unknown version');
  return { prefix, versionByte, data: bytes.slice(1) };
}

export function encodeCashAddrPayload(prefix: string, versionByte: number, data: Uint8Array): string {
  const words = bech32.toWords(Uint8Array.from([versionByte, ...data]));
  const all = [...words, ...checksumValues(prefix, words)];
  return `${prefix}:${all.map((w) => CHARSET[w]).join('')}`;
}

/** Encodes a P2PKH ("q…") or P2SH ("p…") cash address. */
export function encodeCashAddr(prefix: string, kind: CashAddrKind, hash: Uint8Array): string {
  const size = HASH_SIZES.indexOf(hash.length);
  if (size < 0) throw new CashAddrError(`A cash address hash cannot be ${hash.length} bytes long`);
  return encodeCashAddrPayload(prefix, ((kind === 'p2pkh' ? 0 : 1) << 3) | size, hash);
}

/**
 * Decodes a P2PKH or P2SH cash address; a bare payload gets `defaultPrefix` (prefixes are part of
 * the checksum, so a bare payload is still bound to one network).
 */
export function decodeCashAddr(address: string, defaultPrefix?: string): CashAddrDecoded {
  const { prefix, versionByte, data } = decodeCashAddrPayload(address, defaultPrefix);
  const type = versionByte >> 3;
  if (type !== 0 && type !== 1) {
    throw new CashAddrError('This cash address type is not supported (only P2PKH q… and P2SH p…)');
  }
  if (data.length !== HASH_SIZES[versionByte & 0x07]) {
    throw new CashAddrError('The address length does not match its declared hash size');
  }
  return { prefix, kind: type === 0 ? 'p2pkh' : 'p2sh', hash: data };
}

export interface CashAddrNetwork {
  cashAddrPrefix: string;
  pubKeyHash: number;
  scriptHash: number;
}

/** Legacy base58 (1… / 3…) to cash address on the same network. Throws CashAddrError. */
export function legacyToCashAddr(legacy: string, net: CashAddrNetwork): string {
  let bytes: Uint8Array;
  try {
    bytes = base58check.decode(legacy);
  } catch {
    throw new CashAddrError('The legacy address checksum does not match');
  }
  if (bytes.length !== 21) throw new CashAddrError('The legacy address has the wrong length');
  const kind = bytes[0] === net.pubKeyHash ? 'p2pkh' : bytes[0] === net.scriptHash ? 'p2sh' : undefined;
  if (!kind) throw new CashAddrError('The legacy address is for another network or coin');
  return encodeCashAddr(net.cashAddrPrefix, kind, bytes.slice(1));
}

/** Cash address (160-bit hash) to legacy base58 on the same network. Throws CashAddrError. */
export function cashAddrToLegacy(address: string, net: CashAddrNetwork): string {
  const { prefix, kind, hash } = decodeCashAddr(address, net.cashAddrPrefix);
  if (prefix !== net.cashAddrPrefix)
    throw new CashAddrError(`The prefix "${prefix}:" is for another network`);
  if (hash.length !== 20) throw new CashAddrError('Only 160-bit cash addresses have a legacy form');
  return base58check.encode(Uint8Array.from([kind === 'p2pkh' ? net.pubKeyHash : net.scriptHash, ...hash]));
}
