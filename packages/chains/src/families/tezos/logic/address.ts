/**
 * Tezos addresses: tz1 from an ed25519 key, and validation as strict as taquito's `validateAddress`
 * (known prefix bytes, 20-byte payload, base58check checksum) — stricter in one point: the
 * `%entrypoint` suffix taquito tolerates is refused, since a transfer has no use for it.
 */
import { blake2b } from '@noble/hashes/blake2.js';
import type { AddressCheck } from '../../../keys/types';
import { decodeBase58Check, encodeBase58Check, hasPrefix } from './base58check';

/** Prefix bytes of each address kind (taquito `prefixV2`, Octez `base58.ml`); every payload is 20 bytes. */
export const TEZOS_ADDRESS_PREFIXES = {
  tz1: [6, 161, 159],
  tz2: [6, 161, 161],
  tz3: [6, 161, 164],
  tz4: [6, 161, 166],
  KT1: [2, 90, 121],
  sr1: [6, 124, 117],
} as const;

const PAYLOAD_LENGTH = 20;

/** tz1 = base58check([6,161,159] || blake2b-160(ed25519 public key)). */
export function tezosAddressFromPublicKey(publicKey: Uint8Array): string {
  return encodeBase58Check(TEZOS_ADDRESS_PREFIXES.tz1, blake2b(publicKey, { dkLen: PAYLOAD_LENGTH }));
}

export function validateTezosAddress(address: string): AddressCheck {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  if (address.includes('%')) {
    return { valid: false, reason: 'Send to the plain address, without a %entrypoint suffix' };
  }
  const decoded = decodeBase58Check(address);
  if (!decoded.ok) {
    return {
      valid: false,
      reason:
        decoded.error === 'encoding'
          ? 'The address contains characters that are not base58'
          : 'The address checksum does not match: a character is wrong or missing',
    };
  }
  const kind = Object.entries(TEZOS_ADDRESS_PREFIXES).find(([, prefix]) => hasPrefix(decoded.bytes, prefix));
  if (!kind) {
    return { valid: false, reason: 'Not a Tezos address: it must start with tz1, tz2, tz3, tz4, KT1 or sr1' };
  }
  if (decoded.bytes.length !== kind[1].length + PAYLOAD_LENGTH) {
    return {
      valid: false,
      reason: `A ${kind[0]} address holds ${PAYLOAD_LENGTH} bytes; this one has the wrong length`,
    };
  }
  return { valid: true, normalized: address };
}
