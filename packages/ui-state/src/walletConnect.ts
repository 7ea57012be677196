/**
 * WalletConnect for the screens: one wallet-side client per unlocked session (started on first
 * use, over the flows' environment), and the store's walletConnect state for React. The relay is
 * configuration: on the devnet the loopback relay `npm start` runs (ws://127.0.0.1:8549, or the
 * platform's config.walletConnectRelay, the web's VITE_KESTREL_WC_RELAY), elsewhere the public
 * relay with the project id in config.walletConnectProjectId (the web's
 * VITE_WALLETCONNECT_PROJECT_ID; docs/wallet.md "WalletConnect").
 */
import { useEffect, useState } from 'react';
import type { WalletConnectWallet } from '@kestrel/wallet';
import { currentNetwork, getFlowEnv } from './flows';
import { session } from './hooks';
import { platform } from './platform';

export const DEVNET_RELAY_URL = 'ws://127.0.0.1:8549';

export interface WcSnapshot {
  isConnected: boolean;
  requestedModalVisible: boolean;
  requestData: unknown;
  transactionRequestData: unknown;
  transactionModalVisible: boolean;
  isTransactionSubmitting: boolean;
}

let started: { key: object; wc: Promise<WalletConnectWallet> } | null = null;

function relayUrl(publicRelay: string): string {
  const configured: unknown = platform().config.walletConnectRelay;
  if (typeof configured === 'string' && configured !== '') return configured;
  return currentNetwork() === 'devnet' ? DEVNET_RELAY_URL : publicRelay;
}

/**
 * The session's WalletConnect client (a new one after a re-unlock or a network switch). Cached
 * before anything else is awaited: concurrent callers share one client (two would share one core).
 */
export async function walletConnect(): Promise<WalletConnectWallet> {
  const { mod, core } = await session.flowCore();
  if (started?.key === core) return started.wc;
  const wc = getFlowEnv().then((env) => {
    const projectId: unknown = platform().config.walletConnectProjectId;
    return mod.WalletConnectWallet.start(env, currentNetwork(), {
      relayUrl: relayUrl(mod.PUBLIC_RELAY_URL),
      projectId: typeof projectId === 'string' && projectId !== '' ? projectId : 'kestrel-devnet',
      metadata: { name: 'Kestrel', description: 'Kestrel wallet', url: platform().origin(), icons: [] },
    });
  });
  started = { key: core, wc };
  wc.catch(() => {
    if (started?.wc === wc) started = null;
  });
  return wc;
}

/** The walletConnect state of the unlocked session, and a tick that changes on each store update. */
export function useWalletConnectState(): { state: WcSnapshot | null; tick: number } {
  const [value, setValue] = useState<{ state: WcSnapshot | null; tick: number }>({ state: null, tick: 0 });
  useEffect(() => {
    let off: (() => void) | undefined;
    let live = true;
    void session.flowCore().then(
      ({ core }) => {
        if (!live) return;
        const read = () =>
          setValue((v) => ({ state: core.store.getState().walletConnect as WcSnapshot, tick: v.tick + 1 }));
        read();
        off = core.store.subscribe(read);
      },
      () => undefined,
    );
    return () => {
      live = false;
      off?.();
    };
  }, []);
  return value;
}
