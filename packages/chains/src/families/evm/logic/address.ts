/** EVM addresses: last 20 bytes of keccak256(uncompressed public key), EIP-55 mixed-case checksum. */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { AddressCheck } from '../../../keys/types';

/** EIP-55: upper-case each hex letter whose nibble in keccak256(lowercase hex) is 8 or more. */
export function toChecksumAddress(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '0x';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i] as string;
    out += parseInt(hash[i] as string, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

/** The 20-byte account hash of a secp256k1 public key (33-byte compressed or 65-byte uncompressed). */
export function evmAccountHash(publicKey: Uint8Array): Uint8Array {
  const uncompressed =
    publicKey.length === 65 ? publicKey : secp256k1.Point.fromBytes(publicKey).toBytes(false);
  return keccak_256(uncompressed.subarray(1)).subarray(12);
}

export function evmAddressFromPublicKey(publicKey: Uint8Array): string {
  return toChecksumAddress(bytesToHex(evmAccountHash(publicKey)));
}

/** Never throws. All-lowercase and all-uppercase are accepted; mixed case must carry a valid EIP-55 checksum. */
export function validateEvmAddress(address: string): AddressCheck {
  if (typeof address !== 'string') return { valid: false, reason: 'The address must be text' };
  const a = address.trim();
  if (a === '') return { valid: false, reason: 'The address is empty' };
  if (!a.startsWith('0x')) {
    return { valid: false, reason: 'An EVM address starts with 0x followed by 40 hexadecimal characters' };
  }
  const body = a.slice(2);
  if (!/^[0-9a-fA-F]*$/.test(body)) {
    return {
      valid: false,
      reason: 'An EVM address may only contain hexadecimal characters (0-9, a-f) after 0x',
    };
  }
  if (body.length !== 40) {
    return {
      valid: false,
      reason: `An EVM address has 40 hexadecimal characters after 0x; this one has ${body.length}`,
    };
  }
  const checksummed = toChecksumAddress(body);
  const singleCase = body === body.toLowerCase() || body === body.toUpperCase();
  if (!singleCase && `0x${body}` !== checksummed) {
    return {
      valid: false,
      reason: 'The address checksum (EIP-55 upper/lower case letters) is wrong: check it for a typo',
    };
  }
  return { valid: true, normalized: checksummed };
}
