/**
 * "Fund with the faucet" on the devnet: the web server's /devnet/faucet/<node> route (devFaucet.ts)
 * sends FAUCET_AMOUNT coins from the local node's faucet to the shown address, then the balance is
 * read again. Offered for a chain's own coin where a local node serves the chain.
 */
import { useEffect, useState } from 'react';
import { readUntilChanged } from './balances';
import { currentNetwork } from './flows';
import { useSession } from './hooks';
import { loadWallet } from './wallet';

/** Enough to try a send on the devnet chains (a new account's reserve may ask for more clicks). */
export const FAUCET_AMOUNT = '10';

export interface FaucetOffer {
  node: string;
  /** The chain funded: the EVM node serves every EVM chain, each its own network. */
  chain: string;
  symbol: string;
}

/** The local node that can fund this coin, or null (not the devnet, a token, no local node). */
export async function faucetOffer(coin: { chain_name: string; symbol: string }): Promise<FaucetOffer | null> {
  if (currentNetwork() !== 'devnet') return null;
  const mod = await loadWallet();
  if (!mod.isChainName(coin.chain_name) || mod.getChain(coin.chain_name).symbol !== coin.symbol) return null;
  const node = await mod.devnetNodeOf(coin.chain_name).catch(() => null);
  return node ? { node, chain: coin.chain_name, symbol: coin.symbol } : null;
}

export function useFaucetOffer(coin: { chain_name: string; symbol: string } | null): FaucetOffer | null {
  const { network } = useSession();
  const [offer, setOffer] = useState<{ key: string; offer: FaucetOffer | null } | null>(null);
  const key = coin ? `${network}:${coin.chain_name}:${coin.symbol}` : '';
  useEffect(() => {
    if (!coin) return;
    let live = true;
    void faucetOffer(coin).then((o) => live && setOffer({ key, offer: o }));
    return () => {
      live = false;
    };
  }, [key]);
  return offer?.key === key ? offer.offer : null;
}

/**
 * Funds the address; rejects with the faucet's reason. Then, in the background, reads the coin's
 * balance until the payment shows (an adapter's account cache may hold the old figure a while).
 */
export async function fundFromFaucet(
  offer: FaucetOffer,
  coin: { _id: string; address: string; decimal: number; totalBalance?: string },
): Promise<void> {
  const res = await fetch(`/devnet/faucet/${offer.node}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      address: coin.address,
      amount: FAUCET_AMOUNT,
      decimals: coin.decimal,
      chain: offer.chain,
    }),
  });
  const body = (await res.json().catch(() => ({}))) as { error?: string };
  if (!res.ok) throw new Error(body.error ?? `The faucet answered HTTP ${res.status}`);
  // In the background: the payment is made, the balance follows.
  void readUntilChanged(coin._id, coin.totalBalance).catch(() => undefined);
}
