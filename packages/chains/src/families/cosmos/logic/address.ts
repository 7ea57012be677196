/** Cosmos-SDK account addresses: bech32(prefix, ripemd160(sha256(compressed public key))), 20 bytes. */
import { ripemd160 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bech32 } from '@scure/base';
import type { AddressCheck } from '../../../keys/types';
import type { ChainName, NetworkName } from '../../../registry/types';

const ACCOUNT_HASH_LENGTH = 20;

/**
 * Account prefixes per chain_name and network. THORChain's testnet in the registry is stagenet, whose
 * nodes are built with the "sthor" prefix (thornode cmd/cmd_stagenet.go); Cosmos Hub testnets keep "cosmos".
 */
const PREFIXES: Partial<Record<ChainName, Record<NetworkName, string>>> = {
  cosmos: { mainnet: 'cosmos', testnet: 'cosmos', devnet: 'cosmos' },
  thorchain: { mainnet: 'thor', testnet: 'sthor', devnet: 'sthor' },
};

/** The account prefix of a Cosmos-family chain on a network, or undefined for any other chain. */
export function cosmosPrefix(chainName: ChainName, network: NetworkName): string | undefined {
  return PREFIXES[chainName]?.[network];
}

export function cosmosAddressFromPublicKey(prefix: string, compressedPublicKey: Uint8Array): string {
  return bech32.encode(prefix, bech32.toWords(ripemd160(sha256(compressedPublicKey))));
}

/** Never throws. Bech32 (not bech32m), the chain's prefix and a 20-byte payload; normalized to lowercase. */
export function validateCosmosAddress(address: string, prefix: string): AddressCheck {
  if (typeof address !== 'string') return { valid: false, reason: 'The address must be text' };
  const a = address.trim();
  if (a === '') return { valid: false, reason: 'The address is empty' };
  if (a.length > 90) return { valid: false, reason: 'The address is too long for a bech32 address' };
  // Bech32 allows all-upper or all-lower case, never a mix; the normalized form is lowercase.
  const lower = a.toLowerCase();
  if (a !== lower && a !== a.toUpperCase()) {
    return { valid: false, reason: 'The address mixes upper and lower case letters' };
  }
  const sep = lower.lastIndexOf('1');
  if (sep < 1) return { valid: false, reason: `The address must start with ${prefix}1` };
  const hrp = lower.slice(0, sep);
  if (hrp !== prefix) {
    return {
      valid: false,
      reason: `This address has the prefix "${hrp.slice(0, 20)}"; this chain expects ${prefix}1…`,
    };
  }
  const decoded = bech32.decodeUnsafe(lower, 90);
  if (!decoded)
    return {
      valid: false,
      reason: 'The address checksum is wrong (or it is not bech32): check it for a typo',
    };
  const bytes = bech32.fromWordsUnsafe(decoded.words);
  if (!bytes) return { valid: false, reason: 'The address has invalid bech32 padding' };
  if (bytes.length !== ACCOUNT_HASH_LENGTH) {
    return {
      valid: false,
      reason: `An account address holds ${ACCOUNT_HASH_LENGTH} bytes; this one holds ${bytes.length}`,
    };
  }
  return { valid: true, normalized: lower };
}

/** The 20-byte account hash of a bech32 account address (any prefix). */
export function accountHash(address: string): Uint8Array {
  const decoded = bech32.decode(address as `${string}1${string}`, 90);
  const bytes = bech32.fromWords(decoded.words);
  if (bytes.length !== ACCOUNT_HASH_LENGTH) throw new Error(`Not an account address: ${address}`);
  return bytes;
}
