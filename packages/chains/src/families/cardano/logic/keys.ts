/**
 * Cardano keys: CIP-1852 with the Icarus master key, base address of the payment key and the
 * account's stake key (m/1852'/1815'/account'/2/0).
 *
 * Export format: hex of payment kL||kR||chainCode followed by stake kL||kR||chainCode (192 bytes),
 * the layout Trust Wallet Core uses for Cardano private keys. It carries the stake key, so
 * importing it gives back the same base address.
 *
 * Import formats ("accept a key if an address can be derived from it"):
 * - hex (0x optional) of 192 bytes as above → base address;
 * - hex of a 64-byte (kL||kR) or 96-byte (kL||kR||cc) payment key → enterprise address (no stake part);
 * - bech32 `ed25519e_sk1…` (64 bytes) or `addr_xsk1…` (96 bytes) → enterprise address.
 */
import { validateCardanoTokenId } from './assets';
import { bytesToHex, hexToBytes } from '@noble/hashes/utils.js';
import { bech32 } from '@scure/base';
import {
  cardanoPublicKey,
  deriveCardanoSegments,
  icarusMasterKeyFromMnemonic,
  icarusMasterKeyFromStretch,
  type CardanoExtendedKey,
} from '../../../keys/cardano-icarus';
import { parsePath } from '../../../keys/path';
import { KeyInputError, type Account, type FamilyKeys } from '../../../keys/types';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { encodeBaseAddress, encodeEnterpriseAddress, validateCardanoAddress } from './address';

/** Role 2, index 0 under the account: the stake key CIP-1852 wallets use. */
const STAKE_KEY_SEGMENTS = [
  { index: 2, hardened: false },
  { index: 0, hardened: false },
];

function exportKey(key: CardanoExtendedKey): Uint8Array {
  const out = new Uint8Array(96);
  out.set(key.privateKey, 0);
  out.set(key.chainCode, 64);
  return out;
}

const CIP1852_HINT =
  "Cardano paths have 5 levels, m/purpose'/coin'/account'/role/index, as in m/1852'/1815'/0'/0/0";

/**
 * CIP-1852 paths only: three hardened levels to the account, then role and index unhardened (the
 * stake key is the account's role 2, and BIP32-Ed25519 keeps its soft levels shallow). Any other
 * shape gives an address no Cardano wallet would find, so it is refused.
 */
function cip1852Segments(path: string) {
  const segments = parsePath(path);
  const shown = path.length > 64 ? `${path.slice(0, 64)}…` : path;
  if (segments.length !== 5) {
    throw new KeyInputError(
      `Invalid derivation path "${shown}": ${CIP1852_HINT} (this one has ${segments.length})`,
    );
  }
  if (!segments.slice(0, 3).every((s) => s.hardened)) {
    throw new KeyInputError(
      `Invalid derivation path "${shown}": purpose, coin and account must be hardened ('). ${CIP1852_HINT}`,
    );
  }
  if (segments.slice(3).some((s) => s.hardened)) {
    throw new KeyInputError(
      `Invalid derivation path "${shown}": role and index are not hardened. ${CIP1852_HINT}`,
    );
  }
  return segments;
}

function deriveAccount(
  chain: ChainInfo,
  seed: { mnemonic: string; passphrase: string; icarus?: Uint8Array },
  path: string,
  network: NetworkName,
): Account {
  const segments = cip1852Segments(path);
  // The key stretch computed ahead (seedFromMnemonicAsync, WebCrypto) when there is one.
  const master = seed.icarus
    ? icarusMasterKeyFromStretch(seed.icarus)
    : icarusMasterKeyFromMnemonic(seed.mnemonic, seed.passphrase);
  const account = deriveCardanoSegments(master, segments.slice(0, 3));
  // A custom path replaces the payment key; the stake key stays the account's own.
  const payment = deriveCardanoSegments(account, segments.slice(3));
  const stake = deriveCardanoSegments(account, STAKE_KEY_SEGMENTS);
  const privateKey = new Uint8Array(192);
  privateKey.set(exportKey(payment), 0);
  privateKey.set(exportKey(stake), 96);
  return {
    chain_name: chain.chain_name,
    address: encodeBaseAddress(payment.publicKey, stake.publicKey, network),
    publicKey: bytesToHex(payment.publicKey),
    privateKey: bytesToHex(privateKey),
    path,
  };
}

const FORMAT_HINT =
  'a Cardano private key is the hex of an extended key (64, 96 or 192 bytes) or a bech32 ed25519e_sk1… / addr_xsk1… key';

function decodeKey(input: string): Uint8Array {
  const key = input.trim();
  if (/^(ed25519e_sk|addr_xsk)1/.test(key)) {
    let bytes: Uint8Array;
    try {
      bytes = bech32.fromWords(bech32.decode(key as `${string}1${string}`, false).words);
    } catch {
      throw new KeyInputError('Invalid private key: the bech32 checksum does not match');
    }
    const expected = key.startsWith('ed25519e_sk') ? 64 : 96;
    if (bytes.length !== expected) {
      throw new KeyInputError(`Invalid private key: a ${key.split('1')[0]} key holds ${expected} bytes`);
    }
    return bytes;
  }
  const hex = key.replace(/^0x/i, '');
  if (!/^[0-9a-fA-F]*$/.test(hex) || hex.length === 0)
    throw new KeyInputError(`Invalid private key: ${FORMAT_HINT}`);
  if (![128, 192, 384].includes(hex.length)) {
    throw new KeyInputError(`Invalid private key length (${hex.length} hex characters): ${FORMAT_HINT}`);
  }
  return hexToBytes(hex);
}

function importPrivateKey(chain: ChainInfo, key: string, network: NetworkName): Account {
  if (typeof key !== 'string') throw new KeyInputError(`Invalid private key: ${FORMAT_HINT}`);
  const bytes = decodeKey(key);
  const paymentPublic = cardanoPublicKey(bytes.subarray(0, 32));
  const address =
    bytes.length === 192
      ? encodeBaseAddress(paymentPublic, cardanoPublicKey(bytes.subarray(96, 128)), network)
      : encodeEnterpriseAddress(paymentPublic, network);
  return {
    chain_name: chain.chain_name,
    address,
    publicKey: bytesToHex(paymentPublic),
    privateKey: bytesToHex(bytes),
  };
}

export const cardanoKeys: FamilyKeys = {
  deriveAccount,
  importPrivateKey,
  validateAddress: (_chain, address, network) => validateCardanoAddress(address, network),
  // A native asset: policy id ‖ asset name in hex (logic/assets.ts).
  validateTokenId: (_chain, text) => validateCardanoTokenId(text),
};
