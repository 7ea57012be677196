/**
 * The one seam between the shared view models and the shell that shows them. Everything the view
 * models need from a device (small settings, the vault's storage, toasts, navigation, the app's
 * own origin, build configuration, "is the app in front", user activity) comes through this port,
 * so no file of this package touches the DOM or React Native. A shell installs its
 * implementation once at start, before anything reads the session (apps/web/src/platform/web.ts).
 */
import type { FlowToast, StoragePort } from '@kestrel/wallet';

export type WalletModule = typeof import('@kestrel/wallet');

/** Small device settings (the chosen network, a dismissed notice): never secrets. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Build-time configuration a shell may set; each one unset means the default named beside it. */
export interface PlatformConfig {
  /** The default network ('mainnet' | 'testnet' | 'devnet'); else mainnet. */
  network?: string;
  /** Where the product API is (a path on `origin`, or an absolute URL); else /api. */
  apiUrl?: string;
  /** The WalletConnect relay; else the loopback relay on devnet, the public relay elsewhere. */
  walletConnectRelay?: string;
  /** The WalletConnect project id; else 'kestrel-devnet'. */
  walletConnectProjectId?: string;
  /** The origins the build's Content-Security-Policy lets the page reach (space-separated); else no policy to follow. */
  connectOrigins?: string;
}

export interface Platform {
  settings: KeyValueStore;
  /** Where the encrypted vault lives (the web: IndexedDB). */
  vaultStorage(mod: WalletModule): StoragePort;
  /** Shows a toast (spec §8 kinds); the id lets a progress toast be closed by `dismiss`. */
  notify(toast: FlowToast): number;
  dismiss(id: number): void;
  /** Moves the shell to a route of the spec (/home, /home/transactions, ...). */
  navigate(path: string): void;
  /** The current route, as `navigate` names it. */
  route(): string;
  /** The origin relative API and devnet paths resolve against (the web: the page's origin). */
  origin(): string;
  config: PlatformConfig;
  /** Runs once before @kestrel/wallet loads (the web installs a Buffer global for TON). */
  prepareWallet?(): Promise<void>;
  /** Whether the app is in front (refresh timers pause in the background). */
  isForeground(): boolean;
  /** Calls `listener` when the app comes to the front or leaves it; returns the unsubscribe. */
  onForegroundChange(listener: () => void): () => void;
  /** Calls `listener` on user input (it restarts the auto-lock countdown); returns the unsubscribe. */
  onUserActivity(listener: () => void): () => void;
  /** A platform authenticator (fingerprint, face) is available; false when unknown. */
  biometricsAvailable?(): Promise<boolean>;
}

let installed: Platform | null = null;

export const PLATFORM_MISSING =
  '@kestrel/ui-state: no platform installed; call configurePlatform(...) once at app start, before the session is used';

/** Installs the shell's platform; called once at start (again only in tests). */
export function configurePlatform(p: Platform): void {
  installed = p;
}

/** The installed platform; throws PLATFORM_MISSING before configurePlatform. */
export function platform(): Platform {
  if (!installed) throw new Error(PLATFORM_MISSING);
  return installed;
}

/** Whether a platform is installed (for code that may run before start, e.g. module init). */
export function hasPlatform(): boolean {
  return installed !== null;
}

/** Absolute URL of a path on the app's own origin (the adapters parse endpoints with `new URL`). */
export function onOrigin(path: string): string {
  return new URL(path, platform().origin()).toString();
}

/**
 * A toast sink for one flow: a progress toast stays until the same flow's next toast replaces it.
 */
export function flowToasts(): (t: FlowToast) => void {
  const open: number[] = [];
  return (t) => {
    const p = platform();
    for (const id of open.splice(0)) p.dismiss(id);
    const id = p.notify(t);
    if (t.kind === 'progress') open.push(id);
  };
}
