/**
 * The family registry: each family's module is loaded with `import()` on first use, so a person
 * who holds only ETH never loads TON's code. Loaded modules are kept, and the synchronous key
 * functions (accounts.ts) read them from here: call `loadFamilies` (or `loadFamilyOf`) first.
 */
import type { FamilyModule } from '../family-module';
import { getChain } from '../registry/index';
import type { ChainInfo, Family } from '../registry/types';

/** One literal import() per family, so bundlers give each family its own chunk. */
const LOADERS: Record<Family, () => Promise<{ family: FamilyModule }>> = {
  evm: () => import('./evm/index'),
  utxo: () => import('./utxo/index'),
  solana: () => import('./solana/index'),
  ton: () => import('./ton/index'),
  tron: () => import('./tron/index'),
  stellar: () => import('./stellar/index'),
  ripple: () => import('./ripple/index'),
  hedera: () => import('./hedera/index'),
  filecoin: () => import('./filecoin/index'),
  cardano: () => import('./cardano/index'),
  cosmos: () => import('./cosmos/index'),
  polkadot: () => import('./polkadot/index'),
  aptos: () => import('./aptos/index'),
  tezos: () => import('./tezos/index'),
};

export const FAMILIES = Object.keys(LOADERS) as Family[];

const loaded = new Map<Family, FamilyModule>();
const loading = new Map<Family, Promise<FamilyModule>>();

/** Thrown by the synchronous key functions when the chain's family was not loaded first. */
export class FamilyNotLoadedError extends Error {
  override name = 'FamilyNotLoadedError';
  constructor(family: Family) {
    super(`The ${family} chain family is not loaded yet (await loadFamilies first)`);
  }
}

export function loadFamily(family: Family): Promise<FamilyModule> {
  const ready = loaded.get(family);
  if (ready) return Promise.resolve(ready);
  let p = loading.get(family);
  if (!p) {
    p = LOADERS[family]().then((m) => {
      loaded.set(family, m.family);
      return m.family;
    });
    // A failed chunk load may succeed on the next try.
    p.catch(() => loading.delete(family));
    loading.set(family, p);
  }
  return p;
}

/** The family module of a chain_name (or chain record), loaded on first use. */
export function loadFamilyOf(chain: string | ChainInfo): Promise<FamilyModule> {
  return loadFamily(typeof chain === 'string' ? getChain(chain).family : chain.family);
}

/** Loads the families of these chains (all families when none are named). */
export async function loadFamilies(chains?: Iterable<string | ChainInfo>): Promise<void> {
  const families = chains
    ? new Set([...chains].map((c) => (typeof c === 'string' ? getChain(c).family : c.family)))
    : new Set(FAMILIES);
  await Promise.all([...families].map(loadFamily));
}

/** The loaded module of a chain's family; throws FamilyNotLoadedError when it was not loaded. */
export function loadedFamilyOf(chain: ChainInfo): FamilyModule {
  const m = loaded.get(chain.family);
  if (!m) throw new FamilyNotLoadedError(chain.family);
  return m;
}
