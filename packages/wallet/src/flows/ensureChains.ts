/**
 * The wallet's door to lazy chain families. The key functions of @kestrel/chains (derive, import,
 * validate) stay synchronous, so a flow loads the families of the chains it touches first; a
 * family is loaded once per process, so asking again costs nothing.
 */
import { isChainName, loadFamilies } from '@kestrel/chains';
import type { Wallet } from '../store/types';

/** Loads the families of these chains. Unknown names are skipped: the caller's own check reports them. */
export async function ensureChains(chainNames: Iterable<string>): Promise<void> {
  await loadFamilies([...chainNames].filter(isChainName));
}

/** Every chain the wallets hold a coin on (the chain of each stored key is one of them). */
export function chainsOfWallets(wallets: readonly Wallet[]): Set<string> {
  const chains = new Set<string>();
  for (const w of wallets) {
    chains.add(w.chain_name);
    for (const c of w.coins) chains.add(c.chain_name);
  }
  return chains;
}
