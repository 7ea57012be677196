/**
 * An in-memory platform for tests (of this package and of the shells' view-model code): settings
 * in a Map, the vault in MemoryStorage, toasts and routes recorded, the app always in front.
 */
import type { FlowToast } from '@kestrel/wallet';
import type { Platform } from '../platform';

export interface MemoryPlatform extends Platform {
  /** Every toast shown, in order, with the id `notify` returned. */
  readonly toasts: (FlowToast & { id: number })[];
  /** Ids of the toasts still open (shown and not dismissed). */
  readonly open: Set<number>;
  /** Every route `navigate` was given, in order. */
  readonly routes: string[];
  readonly stored: Map<string, string>;
  /** Calls the user-activity listeners, as input would. */
  activity(): void;
}

export function memoryPlatform(overrides: Partial<Platform> = {}): MemoryPlatform {
  const stored = new Map<string, string>();
  const toasts: (FlowToast & { id: number })[] = [];
  const open = new Set<number>();
  const routes: string[] = [];
  const activityListeners = new Set<() => void>();
  let nextId = 1;
  const base: MemoryPlatform = {
    toasts,
    open,
    routes,
    stored,
    activity: () => {
      for (const l of activityListeners) l();
    },
    settings: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
    },
    vaultStorage: (mod) => new mod.MemoryStorage(),
    notify(t) {
      const id = nextId++;
      toasts.push({ ...t, id });
      open.add(id);
      return id;
    },
    dismiss: (id) => void open.delete(id),
    navigate: (path) => void routes.push(path),
    route: () => routes.at(-1) ?? '/',
    origin: () => 'http://127.0.0.1',
    config: {},
    isForeground: () => true,
    onForegroundChange: () => () => undefined,
    onUserActivity(listener) {
      activityListeners.add(listener);
      return () => activityListeners.delete(listener);
    },
  };
  return Object.assign(base, overrides);
}
