/**
 * Bitcoin-family keys: BIP-32 derivation, WIF import/export and address validation for bitcoin,
 * bitcoin_segwit, bitcoin_legacy, bitcoin_taproot, litecoin, dogecoin and bitcoin_cash.
 */
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { hex } from '@scure/base';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import { type Account, type FamilyKeys, KeyInputError, type SeedMaterial } from '../../../keys/types';
import { addressFromPublicKey, validateUtxoAddress } from './address';
import { accountPath, extendedKeys } from './extended-keys';
import { networkLabel, utxoCoin, utxoNetwork } from './network';
import { decodeWif, encodeWif, WifFormatError } from './wif';

export { utxoNetwork, type UtxoNetwork } from './network';
export { extendedKeys, extendedKeyVersions, accountPath } from './extended-keys';
export { validateUtxoAddress, parseUtxoAddress, addressFromPublicKey } from './address';
export * from './cashaddr';

/** WIF version bytes we can name when a key of another coin or network is pasted. */
const WIF_OWNERS: Record<number, string> = {
  0x80: 'Bitcoin or Bitcoin Cash mainnet',
  0xef: 'Bitcoin, Litecoin or Bitcoin Cash testnet',
  0xb0: 'Litecoin mainnet',
  0x9e: 'Dogecoin mainnet',
  0xf1: 'Dogecoin testnet',
};

function deriveAccount(chain: ChainInfo, seed: SeedMaterial, path: string, network: NetworkName): Account {
  const node = deriveSecp256k1(seed.seed, path);
  const account: Account = {
    chain_name: chain.chain_name,
    address: addressFromPublicKey(chain, node.publicKey, network),
    publicKey: hex.encode(node.publicKey),
    privateKey: encodeWif(node.privateKey, utxoNetwork(chain, network).wif, true),
    path,
  };
  const account0 = utxoCoin(chain) === 'bitcoin' ? accountPath(path) : undefined;
  return account0 ? { ...account, ...extendedKeys(chain, seed.seed, account0, network) } : account;
}

function importPrivateKey(chain: ChainInfo, key: string, network: NetworkName): Account {
  if (typeof key !== 'string' || key.trim() === '') throw new KeyInputError('The private key is empty');
  const net = utxoNetwork(chain, network);
  let decoded;
  try {
    decoded = decodeWif(key.trim());
  } catch (e) {
    if (e instanceof WifFormatError) throw new KeyInputError(e.message);
    throw e;
  }
  const label = networkLabel(chain, network);
  if (decoded.version !== net.wif) {
    const owner = WIF_OWNERS[decoded.version];
    throw new KeyInputError(
      owner ? `This private key is for ${owner}, not ${label}` : `This private key is not a ${label} WIF key`,
    );
  }
  const segwit = chain.utxoAddressType === 'p2wpkh' || chain.utxoAddressType === 'p2sh-p2wpkh';
  if (!decoded.compressed && segwit) {
    // BIP-143 policy: SegWit v0 outputs only accept compressed keys; the key's funds sit at its P2PKH address.
    throw new KeyInputError(
      `This is an uncompressed-key WIF; ${chain.name} SegWit addresses need a compressed key (its funds are at its legacy address)`,
    );
  }
  // Taproot uses the x-only key, so an uncompressed WIF maps to the same output as a compressed one.
  const compressed = decoded.compressed || chain.utxoAddressType === 'p2tr';
  const publicKey = secp256k1.getPublicKey(decoded.privateKey, compressed);
  return {
    chain_name: chain.chain_name,
    address: addressFromPublicKey(chain, publicKey, network),
    publicKey: hex.encode(publicKey),
    // Same WIF flavour as given, so re-importing gives the same address.
    privateKey: encodeWif(decoded.privateKey, net.wif, decoded.compressed),
  };
}

export const utxoKeys: FamilyKeys = {
  deriveAccount,
  importPrivateKey,
  validateAddress: validateUtxoAddress,
};
