/**
 * Filecoin addresses (go-address rules): network letter f (mainnet) or t (test networks), protocol
 * 0 ID (decimal), 1 secp256k1 and 2 actor (20-byte blake2b-160), 3 BLS (48-byte key), 4 delegated
 * (namespace + "f" + subaddress); payload || blake2b-32(protocol || payload) in lowercase base32.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { equalBytes } from '@noble/curves/utils.js';
import { blake2b } from '@noble/hashes/blake2.js';
import { concatBytes } from '@noble/hashes/utils.js';
import { base32nopad } from '@scure/base';
import type { AddressCheck } from '../../../keys/types';
import type { NetworkName } from '../../../registry/types';

const MAX_UINT64 = (1n << 64n) - 1n;
const CHECKSUM_LENGTH = 4;
/** Longest delegated subaddress (go-address MaxSubaddressLen, fvm_shared MAX_SUBADDRESS_LEN). */
const MAX_SUBADDRESS_LENGTH = 54;
const PAYLOAD_LENGTH: Record<string, number> = { '1': 20, '2': 20, '3': 48 };

export function filecoinNetworkLetter(network: NetworkName): 'f' | 't' {
  return network === 'mainnet' ? 'f' : 't';
}

const BASE32_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** Lowercase RFC 4648 base32 without padding; decoding drops trailing bits as go-address does. */
const base32Lower = {
  encode: (bytes: Uint8Array) => base32nopad.encode(bytes).toLowerCase(),
  /** Undefined for characters outside a-z2-7. */
  decode(text: string): Uint8Array | undefined {
    const out: number[] = [];
    let acc = 0;
    let bits = 0;
    for (const ch of text) {
      const v = BASE32_ALPHABET.indexOf(ch);
      if (v < 0) return undefined;
      acc = ((acc << 5) | v) & 0xfff;
      bits += 5;
      if (bits >= 8) {
        bits -= 8;
        out.push((acc >> bits) & 0xff);
      }
    }
    return Uint8Array.from(out);
  },
};

function checksum(ingest: Uint8Array): Uint8Array {
  return blake2b(ingest, { dkLen: CHECKSUM_LENGTH });
}

/** Unsigned LEB128, as Filecoin encodes ID and namespace numbers. */
function uvarint(n: bigint): Uint8Array {
  const out: number[] = [];
  do {
    let b = Number(n & 0x7fn);
    n >>= 7n;
    if (n > 0n) b |= 0x80;
    out.push(b);
  } while (n > 0n);
  return new Uint8Array(out);
}

export function filecoinAddressFromPublicKey(publicKey: Uint8Array, network: NetworkName): string {
  const uncompressed = secp256k1.Point.fromBytes(publicKey).toBytes(false);
  const payload = blake2b(uncompressed, { dkLen: 20 });
  const sum = checksum(concatBytes(new Uint8Array([1]), payload));
  return `${filecoinNetworkLetter(network)}1${base32Lower.encode(concatBytes(payload, sum))}`;
}

function parseUint64(digits: string): bigint | undefined {
  if (!/^\d{1,20}$/.test(digits)) return undefined;
  const n = BigInt(digits);
  return n <= MAX_UINT64 ? n : undefined;
}

type Parsed = { ok: true; normalizedBody: string } | { ok: false; reason: string };

function parseHashed(protocol: '1' | '2' | '3', raw: string): Parsed {
  const bytes = base32Lower.decode(raw);
  if (!bytes)
    return {
      ok: false,
      reason: 'The address may only contain the letters a-z and digits 2-7 after f' + protocol,
    };
  const expected = (PAYLOAD_LENGTH[protocol] as number) + CHECKSUM_LENGTH;
  if (bytes.length !== expected) {
    return {
      ok: false,
      reason: `This address type holds ${expected - CHECKSUM_LENGTH} bytes; this one holds ${Math.max(0, bytes.length - CHECKSUM_LENGTH)}`,
    };
  }
  const payload = bytes.subarray(0, -CHECKSUM_LENGTH);
  if (
    !equalBytes(
      bytes.subarray(-CHECKSUM_LENGTH),
      checksum(concatBytes(new Uint8Array([Number(protocol)]), payload)),
    )
  ) {
    return { ok: false, reason: 'The address checksum is wrong: check it for a typo' };
  }
  return { ok: true, normalizedBody: base32Lower.encode(bytes) };
}

function parseDelegated(raw: string): Parsed {
  const m = /^(\d+)f([a-z2-7]*)$/.exec(raw);
  const namespace = m ? parseUint64(m[1] as string) : undefined;
  if (!m || namespace === undefined) {
    return {
      ok: false,
      reason: 'A delegated address is f4, a namespace number, f, then the subaddress (e.g. f410f…)',
    };
  }
  const bytes = base32Lower.decode(m[2] as string);
  if (!bytes || bytes.length < CHECKSUM_LENGTH)
    return { ok: false, reason: 'The delegated subaddress is not valid base32' };
  const sub = bytes.subarray(0, -CHECKSUM_LENGTH);
  if (sub.length > MAX_SUBADDRESS_LENGTH) {
    return { ok: false, reason: `A delegated subaddress holds at most ${MAX_SUBADDRESS_LENGTH} bytes` };
  }
  const ingest = concatBytes(new Uint8Array([4]), uvarint(namespace), sub);
  if (!equalBytes(bytes.subarray(-CHECKSUM_LENGTH), checksum(ingest))) {
    return { ok: false, reason: 'The address checksum is wrong: check it for a typo' };
  }
  return { ok: true, normalizedBody: `${namespace}f${base32Lower.encode(bytes)}` };
}

function parseBody(protocol: string, raw: string): Parsed {
  switch (protocol) {
    case '0': {
      const id = parseUint64(raw);
      if (id === undefined)
        return { ok: false, reason: 'An ID address is f0 followed by a number below 2^64' };
      return { ok: true, normalizedBody: id.toString() };
    }
    case '1':
    case '2':
    case '3':
      return parseHashed(protocol, raw);
    case '4':
      return parseDelegated(raw);
    default:
      return {
        ok: false,
        reason:
          'Unknown address type: Filecoin has f0 (ID), f1 (secp256k1), f2 (actor), f3 (BLS) and f4 (delegated)',
      };
  }
}

/** Never throws. The network letter must match: f on mainnet, t on testnet and devnet. */
export function validateFilecoinAddress(address: string, network: NetworkName): AddressCheck {
  if (typeof address !== 'string') return { valid: false, reason: 'The address must be text' };
  const a = address.trim();
  if (a === '') return { valid: false, reason: 'The address is empty' };
  if (a.length > 160) return { valid: false, reason: 'The address is too long for a Filecoin address' };
  if (a.length < 3) return { valid: false, reason: 'The address is too short for a Filecoin address' };
  if (/[A-Z]/.test(a)) return { valid: false, reason: 'Filecoin addresses are written in lowercase' };
  const letter = filecoinNetworkLetter(network);
  if (a[0] !== 'f' && a[0] !== 't') {
    return { valid: false, reason: 'A Filecoin address starts with f (mainnet) or t (test networks)' };
  }
  if (a[0] !== letter) {
    return {
      valid: false,
      reason:
        letter === 'f'
          ? 'This is a test network address (t…); mainnet addresses start with f'
          : 'This is a mainnet address (f…); test network addresses start with t',
    };
  }
  const protocol = a[1] as string;
  const parsed = parseBody(protocol, a.slice(2));
  return parsed.ok
    ? { valid: true, normalized: `${letter}${protocol}${parsed.normalizedBody}` }
    : { valid: false, reason: parsed.reason };
}

/**
 * The bytes of a valid address as messages carry them: protocol byte, then the ID (uvarint), the
 * 20/48-byte payload, or namespace (uvarint) and subaddress. Throws on an invalid address.
 */
export function filecoinAddressBytes(address: string, network: NetworkName): Uint8Array {
  const check = validateFilecoinAddress(address, network);
  if (!check.valid) throw new Error(`Invalid Filecoin address: ${check.reason}`);
  const a = check.normalized;
  const protocol = Number(a[1]);
  const body = a.slice(2);
  const head = new Uint8Array([protocol]);
  if (protocol === 0) return concatBytes(head, uvarint(BigInt(body)));
  if (protocol === 4) {
    // The namespace is digits, so the first f ends it (the subaddress's base32 may hold more).
    const cut = body.indexOf('f');
    const bytes = base32Lower.decode(body.slice(cut + 1)) as Uint8Array;
    return concatBytes(head, uvarint(BigInt(body.slice(0, cut))), bytes.subarray(0, -CHECKSUM_LENGTH));
  }
  return concatBytes(head, (base32Lower.decode(body) as Uint8Array).subarray(0, -CHECKSUM_LENGTH));
}
