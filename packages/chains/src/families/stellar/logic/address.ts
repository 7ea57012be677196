/** Stellar addresses: StrKey ed25519 public keys (G…), spec §5 "Stellar: ed25519 public key". */
import type { AddressCheck } from '../../../keys/types';
import { decodeEd25519StrKey, encodeStrKey, VERSION_ACCOUNT_ID } from './strkey';

export function stellarAddressFromPublicKey(publicKey: Uint8Array): string {
  return encodeStrKey(VERSION_ACCOUNT_ID, publicKey);
}

export function validateStellarAddress(address: string): AddressCheck {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  const text = address.trim();
  // Muxed accounts (SEP-23 M…) carry a 64-bit id; Kestrel does not send to them yet.
  if (text.startsWith('M')) {
    return {
      valid: false,
      reason: 'Muxed (M…) Stellar addresses are not supported; use the account’s G… address',
    };
  }
  if (text.startsWith('S')) {
    return { valid: false, reason: 'This is a Stellar secret seed (S…), not an address: keep it private' };
  }
  if (!text.startsWith('G')) return { valid: false, reason: 'A Stellar address starts with G' };
  const decoded = decodeEd25519StrKey(text, VERSION_ACCOUNT_ID);
  if (!decoded.ok) return { valid: false, reason: `A Stellar address ${decoded.problem}` };
  return { valid: true, normalized: text };
}
