/**
 * A Hedera address (validated, normalized) as the transfer and the mirror node need it: an
 * account number `shard.realm.num`, or an alias — a key's (the protobuf `Key` bytes, as the SDK
 * writes `AccountID.alias`) or a 20-byte EVM address. The mirror node looks an alias up by its
 * RFC 4648 base32 (no padding) and an EVM address by 0x-hex.
 */
import { base32nopad } from '@scure/base';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { bytesField } from './protobuf';
import { ED25519_PUBLIC_DER_PREFIX } from './address';
import type { HederaAccount } from './transaction';

const SECP256K1_PUBLIC_DER_PREFIX = '302d300706052b8104000a032200';

/** Parses a normalized address (validateHederaAddress's `normalized`). */
export function accountOf(normalized: string): HederaAccount {
  const [shard = '', realm = '', rest = ''] = normalized.split('.');
  const base = { shard: BigInt(shard), realm: BigInt(realm) };
  if (/^\d+$/.test(rest)) return { ...base, num: BigInt(rest) };
  if (rest.length === 40) return { ...base, alias: hexToBytes(rest) };
  if (rest.startsWith(ED25519_PUBLIC_DER_PREFIX))
    // Key { ed25519 (2) }
    return { ...base, alias: bytesField(2, hexToBytes(rest.slice(ED25519_PUBLIC_DER_PREFIX.length))) };
  if (rest.startsWith(SECP256K1_PUBLIC_DER_PREFIX))
    // Key { ECDSA_secp256k1 (7) }
    return { ...base, alias: bytesField(7, hexToBytes(rest.slice(SECP256K1_PUBLIC_DER_PREFIX.length))) };
  throw new Error(`Not a Hedera account: ${normalized}`);
}

/** The path segment GET /api/v1/accounts/{idOrAliasOrEvmAddress} takes for this account. */
export function mirrorAccountId(a: HederaAccount): string {
  if (!a.alias) return `${a.shard}.${a.realm}.${a.num ?? 0n}`;
  if (a.alias.length === 20) return `0x${bytesToHex(a.alias)}`;
  return `${a.shard}.${a.realm}.${base32nopad.encode(a.alias)}`;
}

/** `shard.realm.num` of a numbered account. */
export const accountText = (a: HederaAccount): string => `${a.shard}.${a.realm}.${a.num ?? 0n}`;
