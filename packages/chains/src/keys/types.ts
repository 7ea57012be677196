/** Shapes shared by every family's key and address logic. */
import type { ChainInfo, NetworkName } from '../registry/types';

/** Everything a derivation may need from a recovery phrase; build it once with `seedFromMnemonic`. */
export interface SeedMaterial {
  /** Normalized phrase (NFKD, single spaces). Needed by Cardano (entropy) and TON native phrases. */
  mnemonic: string;
  passphrase: string;
  /** BIP-39 seed (64 bytes). */
  seed: Uint8Array;
  /** Cardano's Icarus PBKDF2 output (96 bytes), when computed ahead (seedFromMnemonicAsync). */
  icarus?: Uint8Array;
}

/** A derived or imported account. `privateKey` is in the chain's usual export format. */
export interface Account {
  chain_name: ChainInfo['chain_name'];
  address: string;
  /** Hex public key as the chain uses it (compressed secp256k1, raw ed25519). */
  publicKey: string;
  privateKey: string;
  /** Derivation path, absent for private-key imports. */
  path?: string;
  extendedPublicKey?: string;
  extendedPrivateKey?: string;
}

/**
 * `warning`: valid, but worth a second look before paying (e.g. a Bitcoin-style form on Litecoin
 * or Bitcoin Cash: the same script, but maybe meant for another chain).
 */
export type AddressCheck =
  { valid: true; normalized: string; warning?: string } | { valid: false; reason: string };

/** Thrown for bad user input (bad phrase, path, key format). The message is shown to the person. */
export class KeyInputError extends Error {
  override name = 'KeyInputError';
}

/** What each family's `logic/keys.ts` + `logic/address.ts` provide. All synchronous and I/O-free. */
export interface FamilyKeys {
  deriveAccount(chain: ChainInfo, seed: SeedMaterial, path: string, network: NetworkName): Account;
  /** Throws KeyInputError with a readable reason when the key is not in the chain's format. */
  importPrivateKey(chain: ChainInfo, key: string, network: NetworkName): Account;
  /** Never throws: any string in, an AddressCheck out. */
  validateAddress(chain: ChainInfo, address: string, network: NetworkName): AddressCheck;
  /**
   * Never throws: whether `text` names a token of the chain (`normalized` is the id adapters take).
   * Absent: a token is named by an address of the chain (an EVM contract, a Solana mint, a TON
   * jetton master, a Tron TRC-20 contract).
   */
  validateTokenId?(chain: ChainInfo, text: string, network: NetworkName): AddressCheck;
}
