/**
 * Extended keys (BIP-32 serialization) of a Bitcoin-family node, with the version bytes the
 * wallets people come from expect: zpub/vpub for native SegWit (BIP-84), ypub/upub for nested
 * SegWit (BIP-49), xpub/tpub for legacy and Taproot (BIP-86 keeps xpub); Litecoin, Dogecoin and
 * Bitcoin Cash use their network's standard versions.
 */
import { HDKey } from '@scure/bip32';
import type { ChainInfo, NetworkName } from '../../../registry/types';
import { formatPath, parsePath } from '../../../keys/path';
import { deriveSecp256k1 } from '../../../keys/secp256k1';
import { type Bip32Versions, TPUB, UPUB, utxoCoin, utxoNetwork, VPUB, XPUB, YPUB, ZPUB } from './network';

export interface ExtendedKeys {
  extendedPublicKey: string;
  extendedPrivateKey: string;
}

/** BIP-32 versions for a chain's extended keys on a network. */
export function extendedKeyVersions(chain: ChainInfo, network: NetworkName): Bip32Versions {
  if (utxoCoin(chain) !== 'bitcoin') return utxoNetwork(chain, network).bip32;
  const main = network === 'mainnet';
  switch (chain.utxoAddressType) {
    case 'p2wpkh':
      return main ? ZPUB : VPUB;
    case 'p2sh-p2wpkh':
      return main ? YPUB : UPUB;
    default:
      return main ? XPUB : TPUB;
  }
}

/** Extended public and private key of the node at `path` (e.g. the account m/84'/0'/0'). */
export function extendedKeys(
  chain: ChainInfo,
  seed: Uint8Array,
  path: string,
  network: NetworkName,
): ExtendedKeys {
  const { hdkey } = deriveSecp256k1(seed, path, extendedKeyVersions(chain, network));
  return { extendedPublicKey: hdkey.publicExtendedKey, extendedPrivateKey: hdkey.privateExtendedKey };
}

/** The BIP-44-style account node of an address path (its first three levels), if it has one. */
export function accountPath(path: string): string | undefined {
  const segments = parsePath(path);
  return segments.length >= 3 ? formatPath(segments.slice(0, 3)) : undefined;
}

/** Parses an extended key with the chain's versions (used by tests and watch-only imports). */
export function parseExtendedKey(chain: ChainInfo, key: string, network: NetworkName): HDKey {
  return HDKey.fromExtendedKey(key, extendedKeyVersions(chain, network));
}
