/** React hooks over the one wallet session of the app. */
import { useEffect, useSyncExternalStore } from 'react';
import { platform } from './platform';
import { WebWalletSession } from './session';
import type { SessionSnapshot, WalletView } from './types';

export const session = new WebWalletSession();
// Coin sync follows the session (unlock, timer, lock); loaded apart so this module stays small.
void import('./coinSync').then((m) => m.watchCoinSync(session));

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

export function useCurrentWallet(): WalletView | undefined {
  const s = useSession();
  return s.allWallets[s.currentWalletIndex];
}

/**
 * Feeds user input (the platform's onUserActivity: the web's pointer, key, wheel and touch events)
 * to the wallet's auto-lock timer (it locks after `lockTime` minutes without activity; 0 = never).
 * The timer itself lives in @kestrel/wallet's session.
 */
export function useAutoLock(): void {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'unlocked') return;
    return platform().onUserActivity(() => session.touch());
  }, [status]);
}
