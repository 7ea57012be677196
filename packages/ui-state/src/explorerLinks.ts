/**
 * Where a history row's explorer link leads: the adapter's link, except on the devnet, where a
 * chain whose node has a local explorer links to that explorer's page (the registry's devnet
 * links name the public explorer, where a devnet transaction does not exist).
 */
import { useEffect, useState } from 'react';
import { useSession } from './hooks';
import { devnetTxUrl } from './network';
import { loadWallet } from './wallet';

export type TxLink = (row: { url: string }, hash: string) => string;

const asIs: TxLink = (row) => row.url;

export function useTxLink(chainName: string): TxLink {
  const { network } = useSession();
  const [node, setNode] = useState<{ chain: string; node: string | null } | null>(null);
  useEffect(() => {
    if (network !== 'devnet') return;
    let live = true;
    void loadWallet()
      .then((mod) => mod.devnetNodeOf(chainName))
      .then(
        (n) => live && setNode({ chain: chainName, node: n }),
        () => live && setNode({ chain: chainName, node: null }),
      );
    return () => {
      live = false;
    };
  }, [network, chainName]);
  const local = network === 'devnet' && node?.chain === chainName ? node.node : null;
  if (!local) return asIs;
  return (row, hash) => devnetTxUrl(local, hash) ?? row.url;
}
