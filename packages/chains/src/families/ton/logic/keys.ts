/**
 * TON keys: SLIP-10 ed25519 at m/44'/607'/0' from a BIP-39 phrase (as Trust Wallet derives), wallet
 * v4r2 on the basechain. Private keys travel as the 32-byte hex seed; TON's own 24-word phrases
 * are accepted on import too.
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { deriveEd25519 } from '../../../keys/ed25519';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { formatTonAddress, validateTonAddress } from './address';
import { tonNativeMnemonicToSeed } from './native-mnemonic';
import { walletV4R2Address } from './wallet-v4r2';

const HEX_KEY = /^(0x)?([0-9a-fA-F]{64}|[0-9a-fA-F]{128})$/;
const FORMATS_HINT =
  'expected a 64-character hex seed (or 128 characters: seed + public key) or a 24-word TON phrase';

function accountFromSeed(chain: ChainInfo, seed: Uint8Array, network: NetworkName, path?: string): Account {
  const publicKey = ed25519.getPublicKey(seed);
  const account: Account = {
    chain_name: chain.chain_name,
    address: formatTonAddress(walletV4R2Address(publicKey), network),
    publicKey: bytesToHex(publicKey),
    privateKey: bytesToHex(seed),
  };
  if (path !== undefined) account.path = path;
  return account;
}

/** Spec §5 "TON hex seed"; also seed || public key (64 bytes) and TON's own phrases. */
export function parseTonKey(key: string): Uint8Array {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const text = key.trim();
  if (/\s/.test(text)) return tonNativeMnemonicToSeed(text);
  const hex = HEX_KEY.exec(text);
  if (!hex) throw new KeyInputError(`Invalid TON private key: ${FORMATS_HINT}`);
  const bytes = hexToBytes(hex[2]!);
  const seed = bytes.slice(0, 32);
  if (bytes.length === 64 && bytesToHex(bytes.slice(32)) !== bytesToHex(ed25519.getPublicKey(seed))) {
    throw new KeyInputError('Invalid TON private key: its public-key half does not match its seed half');
  }
  return seed;
}

export const tonKeys: FamilyKeys = {
  deriveAccount(chain, seed, path, network) {
    return accountFromSeed(chain, deriveEd25519(seed.seed, path).privateKey, network, path);
  },
  importPrivateKey(chain, key, network) {
    return accountFromSeed(chain, parseTonKey(key), network);
  },
  validateAddress(_chain, address, network) {
    return validateTonAddress(address, network);
  },
};
