/**
 * The wallet flows' environment for the screens. `await getFlowEnv()` gives the FlowEnv of
 * @kestrel/wallet (docs/wallet.md "Flows") for the unlocked session on the current network:
 * pass it to refreshBalances, loadHistory, estimateTransferFee, sendTransfer,
 * updatePendingTransaction and sendBatch (import those from `loadWallet()` in ./wallet, the only
 * door to @kestrel/wallet). Adapters come from the wallet's `createAdapter`, on devnet with the
 * settings of the chain family's devnet profile for the proxied local nodes (./network), one per
 * chain and cached for the session; toasts go to the shell's toaster through the platform port
 * (./platform; a flow's progress toast is closed when its next toast arrives); `navigate` and
 * `route` are the platform's (the web: React Router and the current path); prices come from the
 * product API at /api (demo prices on devnet); real timers. The env
 * is rebuilt when the session is unlocked again or the network changes; getFlowEnv rejects with
 * the session's locked error while locked. `currentNetwork()` is the network in use.
 */
import type { FlowEnv, NetworkName } from '@kestrel/wallet';
import { session } from './hooks';
import { API_PATH, devnetNodeUrls, noDevnetNodeText } from './network';
import { flowToasts, onOrigin, platform } from './platform';

export type { FlowEnv };

let cached: { key: object; env: FlowEnv } | null = null;

export function currentNetwork(): NetworkName {
  return session.network;
}

export async function getFlowEnv(): Promise<FlowEnv> {
  const { mod, core } = await session.flowCore();
  if (cached?.key === core) return cached.env;
  const network = core.network;
  const apiBase = onOrigin(API_PATH);
  const http = mod.createHttpClient({ baseUrl: apiBase });
  const env = mod.sessionFlowEnv(core, {
    // On devnet a chain without a local node reads as unavailable instead of reaching the internet.
    createAdapter: async (chainName, config) => {
      // Off the devnet, the providers the product API relays (Cardano, the Bitcoin family's
      // premium one) are reached through this app's own /api.
      // The session refreshes balances before any history screen: they ready its first page.
      if (network !== 'devnet')
        return mod.createAdapter(chainName, { productApi: apiBase, warmHistory: true, ...config });
      const devnet = await mod.devnetAdapterConfig(chainName, devnetNodeUrls);
      if (!devnet) throw new Error(noDevnetNodeText(mod.getChain(chainName).name));
      return mod.createAdapter(chainName, { warmHistory: true, ...config, ...devnet });
    },
    toast: flowToasts(),
    navigate: (path) => platform().navigate(path),
    route: () => platform().route(),
    prices: mod.createPriceService({ http }),
    // Fee info (multiplier, max priority fee per chain) from the product API, at most every 8
    // hours; when it does not arrive in time the estimate keeps the spec's defaults.
    feeInfoSource: mod.createFeeInfoSource(mod.createFeeInfoService({ http }), {
      onError: (message) => console.warn(message),
    }),
    now: Date.now,
    sleep: mod.realSleep,
  });
  cached = { key: core, env };
  return env;
}
