/**
 * What a chain's adapter can do (its capability flags), for screens that offer an action only
 * where the family has it: Speed up where it replaces by fee, Cancel where it cancels.
 */
import { useEffect, useState } from 'react';
import type { ChainAdapter } from '@kestrel/wallet';
import { getFlowEnv } from './flows';

export type Capabilities = ChainAdapter['capabilities'];

export function useCapabilities(chainName: string | undefined): Capabilities | null {
  const [caps, setCaps] = useState<{ chain: string; caps: Capabilities } | null>(null);
  useEffect(() => {
    if (!chainName) return;
    let live = true;
    void getFlowEnv()
      .then((env) => env.adapters(chainName))
      .then(
        (a) => live && setCaps({ chain: chainName, caps: a.capabilities }),
        () => undefined, // no adapter (e.g. no devnet node): no actions offered
      );
    return () => {
      live = false;
    };
  }, [chainName]);
  return caps && caps.chain === chainName ? caps.caps : null;
}
