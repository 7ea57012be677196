/**
 * On the devnet, the chains a local node serves (their family's devnet profile names one): Home
 * lists their coins first, since the others read as unavailable there.
 */
import { useEffect, useState } from 'react';
import { useSession } from './hooks';
import { loadWallet } from './wallet';

export function useLocalChains(chainNames: readonly string[]): ReadonlySet<string> | null {
  const { network } = useSession();
  const key = [...new Set(chainNames)].sort().join('\n');
  const [local, setLocal] = useState<{ key: string; set: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    if (network !== 'devnet' || !key) return;
    let live = true;
    void loadWallet().then(async (mod) => {
      const names = key.split('\n');
      const nodes = await Promise.all(names.map((c) => mod.devnetNodeOf(c).catch(() => null)));
      if (live) setLocal({ key: `${network}|${key}`, set: new Set(names.filter((_, i) => nodes[i])) });
    });
    return () => {
      live = false;
    };
  }, [network, key]);
  return network === 'devnet' && local?.key === `${network}|${key}` ? local.set : null;
}

/** The coins whose chain runs locally first, each group in its own order. */
export function localFirst<T extends { chain_name: string }>(
  coins: readonly T[],
  local: ReadonlySet<string> | null,
): T[] {
  if (!local) return [...coins];
  return [...coins.filter((c) => local.has(c.chain_name)), ...coins.filter((c) => !local.has(c.chain_name))];
}
