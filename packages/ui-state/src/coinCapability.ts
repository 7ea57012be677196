/**
 * Whether a wallet coin's chain offers a screen by its adapter's capabilities (never a family
 * name): the chain's own coin (not a token) whose adapter's capabilities pass the test; false when
 * no adapter can be had (e.g. no devnet node for the chain). The answer is kept per network and
 * coin, and a hook re-renders once it is known.
 */
import { useEffect, useState } from 'react';
import type { Capabilities } from './capabilities';
import { getFlowEnv } from './flows';

export async function coinHasCapability(
  coinId: string,
  test: (c: Capabilities) => boolean,
): Promise<boolean> {
  const env = await getFlowEnv();
  const state = env.getState();
  const coin = state.wallets.allWallets[state.wallets.currentWalletIndex]?.coins.find(
    (c) => c._id === coinId,
  );
  if (!coin || coin.type === 'token') return false;
  try {
    return test((await env.adapters(coin.chain_name)).capabilities);
  } catch {
    return false;
  }
}

/** A hook over one capability test with its own answers: false until known. */
export function capabilityHook(
  ask: (coinId: string) => Promise<boolean>,
): (coinId: string, network: string) => boolean {
  const known = new Map<string, boolean>();
  return function useCoinCapability(coinId: string, network: string): boolean {
    const key = `${network}:${coinId}`;
    const [, setLoaded] = useState(0);
    useEffect(() => {
      if (known.has(key)) return;
      let live = true;
      ask(coinId).then(
        (yes) => {
          known.set(key, yes);
          if (live) setLoaded((n) => n + 1);
        },
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [key, coinId]);
    return known.get(key) ?? false;
  };
}
