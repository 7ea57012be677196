/**
 * Where a coin receives, through the wallet's receiveAddress flow: the first unused receive
 * address where the chain reads whole accounts (an HD Bitcoin-family wallet), else the coin's
 * address. Read again each time Receive opens, so a used address is never offered twice.
 */
import { useEffect, useState } from 'react';
import { getFlowEnv } from './flows';
import { loadWallet } from './wallet';

export interface ReceiveTarget {
  address: string;
  derivePath?: string;
  /** Why the account could not be read (the coin's own address is shown instead). */
  problem?: string;
}

export async function readReceiveAddress(coin: { _id: string; address: string }): Promise<ReceiveTarget> {
  try {
    const [env, mod] = await Promise.all([getFlowEnv(), loadWallet()]);
    const r = await mod.receiveAddress(env, { coinId: coin._id });
    return { address: r.address, ...(r.derivePath ? { derivePath: r.derivePath } : {}) };
  } catch (e) {
    return {
      address: coin.address,
      problem: `Could not read which addresses are used (${e instanceof Error ? e.message : String(e)}): this may be one you used before.`,
    };
  }
}

/**
 * The receive address of `coin` while `open` (null while it is read). `round` reads again
 * (after the faucet funded the shown one).
 */
export function useReceiveAddress(
  coin: { _id: string; address: string } | null,
  round: number,
): ReceiveTarget | null {
  const [target, setTarget] = useState<{ key: string; value: ReceiveTarget } | null>(null);
  const key = coin ? `${coin._id}|${coin.address}|${round}` : '';
  useEffect(() => {
    if (!coin) return;
    let live = true;
    void readReceiveAddress(coin).then((value) => live && setTarget({ key, value }));
    return () => {
      live = false;
    };
  }, [key]);
  return target?.key === key ? target.value : null;
}
