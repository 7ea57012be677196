/** The flow environment of an unlocked wallet session: its store, its network and its signers. */
import { adapterConfigOf } from '../providers/settings';
import { createAdapterCache, type AdapterCacheOptions, type FlowEnv } from './flowEnv';
import type { WalletSession } from './session';
import { sessionSigners } from './signers';

export type SessionFlowOptions = Omit<FlowEnv, 'dispatch' | 'getState' | 'adapters' | 'signers'> &
  Omit<AdapterCacheOptions, 'network'> & { adapters?: FlowEnv['adapters'] };

export function sessionFlowEnv(session: WalletSession, o: SessionFlowOptions): FlowEnv {
  const { createAdapter, fetch, config, feeInfoSource, adapters, ...rest } = o;
  return {
    ...rest,
    dispatch: session.store.dispatch,
    getState: session.store.getState,
    adapters:
      adapters ??
      createAdapterCache({
        network: session.network,
        ...(createAdapter ? { createAdapter } : {}),
        ...(fetch ? { fetch } : {}),
        // The person's provider settings (vault): API keys and own RPC endpoints; `config` wins.
        config: (chain) => ({
          ...adapterConfigOf(session.vault.providers, chain, session.network),
          ...config?.(chain),
        }),
        ...(feeInfoSource ? { feeInfoSource } : {}),
      }),
    signers: sessionSigners(session),
  };
}
