/** Solana addresses: base58 of a 32-byte ed25519 public key that lies on the curve (spec §5). */
import { ed25519 } from '@noble/curves/ed25519.js';
import { base58 } from '@scure/base';
import type { AddressCheck } from '../../../keys/types';

const BASE58_CHARS = /^[1-9A-HJ-NP-Za-km-z]+$/;

export function solanaAddressFromPublicKey(publicKey: Uint8Array): string {
  return base58.encode(publicKey);
}

/** Strict RFC 8032 point decoding, as @solana/web3.js `PublicKey.isOnCurve` does. */
export function isOnEd25519Curve(bytes: Uint8Array): boolean {
  try {
    ed25519.Point.fromBytes(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * A Solana public key: 32 bytes in base58, on the curve or not. A token's mint may sit at a
 * program-derived address (a legal mint no wallet key controls), so token ids are checked so.
 */
export function validateSolanaKey(address: string): AddressCheck {
  const check = decodeSolanaKey(address);
  return 'bytes' in check ? { valid: true, normalized: address.trim() } : check;
}

/** A receiver or sender: a key a wallet can hold, so on the ed25519 curve. */
export function validateSolanaAddress(address: string): AddressCheck {
  const check = decodeSolanaKey(address);
  if (!('bytes' in check)) return check;
  if (!isOnEd25519Curve(check.bytes)) {
    return {
      valid: false,
      reason:
        'This address is off the ed25519 curve (a program-derived address), so no wallet key controls it',
    };
  }
  return { valid: true, normalized: address.trim() };
}

function decodeSolanaKey(address: string): { bytes: Uint8Array } | { valid: false; reason: string } {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  const text = address.trim();
  if (!BASE58_CHARS.test(text)) {
    return { valid: false, reason: 'A Solana address uses base58 characters only (no 0, O, I or l)' };
  }
  let bytes: Uint8Array;
  try {
    bytes = base58.decode(text);
  } catch {
    return { valid: false, reason: 'The address is not valid base58' };
  }
  if (bytes.length !== 32) {
    return { valid: false, reason: `A Solana address encodes 32 bytes; this one encodes ${bytes.length}` };
  }
  return { bytes };
}
