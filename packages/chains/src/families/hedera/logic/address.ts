/**
 * Hedera account ids, as strict as @hashgraph/sdk `AccountId.fromString` and stricter where HIP-15 asks:
 * - `shard.realm.num` (non-negative 64-bit integers, no leading zeros), optionally `-abcde`, a HIP-15
 *   checksum that must match the network's ledger id;
 * - `shard.realm.<alias>`, the alias being the hex of a DER public key (ed25519 or secp256k1) or of a
 *   20-byte EVM address. Before an account exists, a key's address is this alias form (Trust Wallet).
 * The normalized form has no checksum and lowercase hex.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import type { AddressCheck } from '../../../keys/types';
import type { NetworkName } from '../../../registry/types';
import { hederaLedgerId, hip15Checksum } from './checksum';

/** DER SubjectPublicKeyInfo header of an ed25519 key (RFC 8410), as the Hedera SDKs print keys. */
export const ED25519_PUBLIC_DER_PREFIX = '302a300506032b6570032100';
/** DER header of a compressed secp256k1 key, the SDK's ECDSA alias form. */
const SECP256K1_PUBLIC_DER_PREFIX = '302d300706052b8104000a032200';

const MAX_LONG = (1n << 63n) - 1n;
const ENTITY = '(0|[1-9]\\d*)';
const NUMERIC_FORM = new RegExp(`^${ENTITY}\\.${ENTITY}\\.${ENTITY}(?:-([a-z]{5}))?$`);
const ALIAS_FORM = new RegExp(`^${ENTITY}\\.${ENTITY}\\.([0-9a-fA-F]+)$`);

/** `0.0.` + DER hex of the ed25519 public key: the account's address until the network assigns a number. */
export function hederaAliasAddress(publicKey: Uint8Array): string {
  return `0.0.${ED25519_PUBLIC_DER_PREFIX}${bytesToHex(publicKey)}`;
}

function isPoint(decode: () => unknown): boolean {
  try {
    decode();
    return true;
  } catch {
    return false;
  }
}

function aliasProblem(hex: string): string | null {
  if (hex.length === 40) return null; // EVM address alias
  if (hex.length === 88 && hex.startsWith(ED25519_PUBLIC_DER_PREFIX)) {
    const key = hexToBytes(hex.slice(ED25519_PUBLIC_DER_PREFIX.length));
    return isPoint(() => ed25519.Point.fromBytes(key)) ? null : 'The alias is not a valid ed25519 public key';
  }
  if (hex.length === 94 && hex.startsWith(SECP256K1_PUBLIC_DER_PREFIX)) {
    const key = hexToBytes(hex.slice(SECP256K1_PUBLIC_DER_PREFIX.length));
    return isPoint(() => secp256k1.Point.fromBytes(key))
      ? null
      : 'The alias is not a valid secp256k1 public key';
  }
  return 'An account alias is the hex of a DER public key (302a… or 302d…) or of a 20-byte EVM address';
}

function tooLarge(...parts: string[]): boolean {
  return parts.some((p) => BigInt(p) > MAX_LONG);
}

export function validateHederaAddress(address: string, network: NetworkName): AddressCheck {
  if (typeof address !== 'string' || address.trim() === '')
    return { valid: false, reason: 'The address is empty' };
  const numeric = NUMERIC_FORM.exec(address);
  if (numeric) {
    const [, shard = '', realm = '', num = '', checksum] = numeric;
    if (tooLarge(shard, realm, num))
      return { valid: false, reason: 'An account id part is larger than 2^63 - 1' };
    const plain = `${shard}.${realm}.${num}`;
    if (checksum !== undefined && checksum !== hip15Checksum(plain, hederaLedgerId(network))) {
      return { valid: false, reason: `The checksum -${checksum} does not match ${plain} on this network` };
    }
    return { valid: true, normalized: plain };
  }
  const alias = ALIAS_FORM.exec(address);
  if (alias) {
    const [, shard = '', realm = '', hex = ''] = alias;
    if (tooLarge(shard, realm)) return { valid: false, reason: 'An account id part is larger than 2^63 - 1' };
    const lower = hex.toLowerCase();
    const problem = hex.length % 2 === 0 ? aliasProblem(lower) : 'The alias hex has an odd length';
    if (problem) return { valid: false, reason: problem };
    return { valid: true, normalized: `${shard}.${realm}.${lower}` };
  }
  if (/^(0x)?[0-9a-fA-F]{40}$/.test(address)) {
    return { valid: false, reason: 'Write an EVM address alias as 0.0.<40 hex characters>' };
  }
  return {
    valid: false,
    reason: 'A Hedera account id looks like 0.0.123 (optionally 0.0.123-abcde) or 0.0.<key alias>',
  };
}
