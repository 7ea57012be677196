/** Loads the vault's persisted state into the store and marks the store loaded 500 ms later. */
import { STORE_LOADED_DELAY_MS } from '../rules/constants';
import { rehydrated } from '../store/persist/actions';
import { isVersionedState, migrate, PERSIST_VERSION, type VersionedState } from '../store/persist/migrations';
import { selectPersisted, type PersistedState } from '../store/persist/persistedState';
import { walletConnectActions } from '../store/slices/walletConnect';
import type { WalletStore } from '../store/store';
import type { Timers } from './autoLock';
import { VaultCorruptError } from '../vault/errors';

/** Migrates and dispatches; returns a cancel function for the pending "loaded" timer. */
export function rehydrateStore(store: WalletStore, stored: unknown, timers: Timers): () => void {
  if (stored !== null && stored !== undefined) {
    if (!isVersionedState(stored)) throw new VaultCorruptError('the stored state has no version');
    const { data } = migrate(stored);
    store.dispatch(rehydrated(data as Partial<PersistedState>));
  }
  const handle = timers.setTimeout(
    () => store.dispatch(walletConnectActions.setReduxStoreLoaded(true)),
    STORE_LOADED_DELAY_MS,
  );
  (handle as { unref?: () => void } | null)?.unref?.();
  return () => timers.clearTimeout(handle);
}

/** The versioned, trimmed state that goes into the vault on save. */
export function persistableState(store: WalletStore): VersionedState {
  return {
    version: PERSIST_VERSION,
    data: selectPersisted(store.getState()) as unknown as Record<string, unknown>,
  };
}
