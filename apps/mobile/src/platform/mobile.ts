/**
 * The mobile shell's implementation of @kestrel/ui-state's platform port (docs/mobile.md lists
 * each port on the web build and on a device build). The vault goes through the wallet's storage
 * port: IndexedDB on the web build, as the browser shell; a device build would pass the
 * secure-storage port instead. Installed by main.tsx before anything reads the session.
 */
import { AppState } from 'react-native';
import { configurePlatform, type Platform } from '@kestrel/ui-state/platform';
import { currentPath, navigateTo } from '../navigation/linking';
import { dismissToast, showToast } from '../ui/toast';
import { onUserActivity } from './activity';
import { platformAuthenticatorAvailable } from './authenticator';
import { installBufferGlobal } from './bufferGlobal';
import { deviceSettings } from './settings';

function buildVariable(v: unknown): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

export const mobilePlatform: Platform = {
  settings: deviceSettings,
  vaultStorage: (mod) => new mod.IndexedDbStorage(),
  notify: (t) => showToast(t.kind, t.title, t.text),
  dismiss: dismissToast,
  navigate: navigateTo,
  route: currentPath,
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
  // AppState is React Native's foreground signal (react-native-web maps it to page visibility).
  isForeground: () => AppState.currentState === 'active',
  onForegroundChange(listener) {
    const sub = AppState.addEventListener('change', listener);
    return () => sub.remove();
  },
  onUserActivity,
  biometricsAvailable: platformAuthenticatorAvailable,
};

export function installMobilePlatform(): void {
  configurePlatform(mobilePlatform);
}
