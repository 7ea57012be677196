/** React hooks over the one wallet session of the page. */
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { setNavigator } from './navigation';
import { WebWalletSession } from './session';
import type { SessionSnapshot, WalletView } from './types';

export const session = new WebWalletSession();
// Coin sync follows the session (unlock, timer, lock); loaded apart so this module stays small.
void import('./coinSync').then((m) => m.watchCoinSync());

export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}

export function useCurrentWallet(): WalletView | undefined {
  const s = useSession();
  return s.allWallets[s.currentWalletIndex];
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Feeds user input to the wallet's auto-lock timer (it locks after `lockTime` minutes without
 * activity; 0 = never). The timer itself lives in @kestrel/wallet's session.
 */
export function useAutoLock(): void {
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'unlocked') return;
    const touch = () => session.touch();
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, touch, { passive: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, touch);
    };
  }, [status]);
}

/** Lets the wallet flows (state/flows.ts `navigate`) move the router; mounted by the app shell. */
export function useNavigationBridge(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((path) => void navigate(path));
    return () => setNavigator(null);
  }, [navigate]);
}
