/**
 * The browser's implementation of @kestrel/ui-state's platform port: localStorage for small
 * settings, IndexedDB for the vault, the web toaster, React Router (or the history API before it
 * mounts), the page's origin, Vite's build variables, page visibility and input events.
 * Installed by main.tsx before anything reads the session.
 */
import { configurePlatform, type KeyValueStore, type Platform } from '@kestrel/ui-state/platform';
import { dismissToast, showToast } from '../ui/toast';
import { installBufferGlobal } from './bufferGlobal';
import { currentRoute, navigateTo } from './navigation';

/** localStorage, or nothing (private mode throws): a setting then lasts for this page only. */
const browserSettings: KeyValueStore = {
  getItem(key) {
    try {
      return globalThis.localStorage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  setItem(key, value) {
    try {
      globalThis.localStorage?.setItem(key, value);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  },
};

function buildVariable(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export const webPlatform: Platform = {
  settings: browserSettings,
  vaultStorage: (mod) => new mod.IndexedDbStorage(),
  notify: (t) => showToast(t.kind, t.title, t.text),
  dismiss: dismissToast,
  navigate: navigateTo,
  route: currentRoute,
  origin: () => globalThis.location?.origin ?? 'http://127.0.0.1',
  config: {
    network: buildVariable(import.meta.env.VITE_KESTREL_NETWORK),
    apiUrl: buildVariable(import.meta.env.VITE_KESTREL_API),
    walletConnectRelay: buildVariable(import.meta.env.VITE_KESTREL_WC_RELAY),
    walletConnectProjectId: buildVariable(import.meta.env.VITE_WALLETCONNECT_PROJECT_ID),
    // Set by apps/web/csp.ts (the build's Content-Security-Policy); own RPC endpoints are checked against it.
    connectOrigins: buildVariable(import.meta.env.KESTREL_CONNECT_ORIGINS),
  },
  prepareWallet: installBufferGlobal,
  isForeground: () => document.visibilityState === 'visible',
  onForegroundChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
  onUserActivity(listener) {
    for (const e of ACTIVITY_EVENTS) window.addEventListener(e, listener, { passive: true });
    return () => {
      for (const e of ACTIVITY_EVENTS) window.removeEventListener(e, listener);
    };
  },
  async biometricsAvailable() {
    const pkc = globalThis.PublicKeyCredential;
    if (!pkc || typeof pkc.isUserVerifyingPlatformAuthenticatorAvailable !== 'function') return false;
    return pkc.isUserVerifyingPlatformAuthenticatorAvailable();
  },
};

export function installWebPlatform(): void {
  configurePlatform(webPlatform);
}
