/**
 * What of a coin's account changes with the network. Some chains encode the network in the
 * address (bc1/tb1/rltc1, f/t, thor/sthor, TON's testnet flag, Cardano, Polkadot's SS58 prefix)
 * and test networks may use another coin type in the path (m/84'/2'/… becomes m/84'/1'/…).
 */
import { getChain, getNetwork, isChainName } from '../registry/index';
import type { Family, NetworkName } from '../registry/types';

/** Families whose address text depends on the network even at the same path. */
const NETWORK_ENCODED_FAMILIES: ReadonlySet<Family> = new Set([
  'utxo',
  'filecoin',
  'ton',
  'cardano',
  'polkadot',
]);

/** Single chains of other families that do (thorchain's testnet prefix is sthor). */
const NETWORK_ENCODED_CHAINS: ReadonlySet<string> = new Set(['thorchain']);

const NETWORKS: readonly NetworkName[] = ['mainnet', 'testnet', 'devnet'];

/** True when a coin of this chain has other addresses on other networks (EVM, Solana, Tron…: false). */
export function addressDependsOnNetwork(chain_name: string): boolean {
  if (!isChainName(chain_name)) return false;
  const chain = getChain(chain_name);
  if (NETWORK_ENCODED_FAMILIES.has(chain.family) || NETWORK_ENCODED_CHAINS.has(chain_name)) return true;
  return NETWORKS.some((n) => getNetwork(chain, n).path !== chain.path);
}

/** The coin-type segment of a BIP-44 style path (`m/purpose'/coin'/…`), or undefined. */
function coinTypeOf(path: string): string | undefined {
  const parts = path.trim().split('/');
  return parts.length >= 3 && parts[0] === 'm' ? parts[2] : undefined;
}

/**
 * A stored path moved to `network`: when its coin type is the one of one of the chain's networks,
 * it becomes `network`'s (m/84'/2'/0'/0/7 on devnet: m/84'/1'/0'/0/7, and back on mainnet); the
 * rest of the path (account, change, index) is kept. Without a stored path: the network's default.
 * A path whose coin type is none of the chain's is the person's own choice and is kept as it is.
 */
export function pathOnNetwork(chain_name: string, stored: string | undefined, network: NetworkName): string {
  const chain = getChain(chain_name);
  const target = getNetwork(chain, network).path;
  if (!stored) return target;
  const coinType = coinTypeOf(stored);
  const targetType = coinTypeOf(target);
  const known = NETWORKS.map((n) => coinTypeOf(getNetwork(chain, n).path));
  if (coinType === undefined || targetType === undefined || !known.includes(coinType)) return stored;
  const parts = stored.trim().split('/');
  parts[2] = targetType;
  return parts.join('/');
}
