/**
 * Polkadot keys: ed25519 SLIP-10 at m/44'/354'/0'/0'/0' (spec, Trust Wallet, Ledger path), SS58 address.
 * Import: 32-byte hex seed (0x optional). Export: 0x-prefixed hex seed.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { polkadotAddressFromPublicKey, validatePolkadotAddress } from './address';

const FORMAT_HINT =
  'a Polkadot private key is a 32-byte ed25519 seed written as 64 hex characters (0x optional)';

function account(chain: ChainInfo, seed: Uint8Array, network: NetworkName, path?: string): Account {
  const publicKey = ed25519.getPublicKey(seed);
  return {
    chain_name: chain.chain_name,
    address: polkadotAddressFromPublicKey(publicKey, network),
    publicKey: bytesToHex(publicKey),
    privateKey: `0x${bytesToHex(seed)}`,
    ...(path ? { path } : {}),
  };
}

export const polkadotKeys: FamilyKeys = {
  deriveAccount(chain, seed, path, network) {
    return account(chain, deriveEd25519(seed.seed, path).privateKey, network, path);
  },
  importPrivateKey(chain, key, network) {
    if (typeof key !== 'string') throw new KeyInputError(`Invalid private key: ${FORMAT_HINT}`);
    const hex = key.trim().replace(/^0x/i, '');
    if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length === 0)
      throw new KeyInputError(`Invalid private key: ${FORMAT_HINT}`);
    if (hex.length !== 64) {
      throw new KeyInputError(`Invalid private key length (${hex.length} hex characters): ${FORMAT_HINT}`);
    }
    return account(chain, hexToBytes(hex), network);
  },
  validateAddress: (_chain, address, network) => validatePolkadotAddress(address, network),
};
