/** Actions shared by every persisted slice. */
import { createAction } from '@reduxjs/toolkit';
import type { PersistedState } from './persistedState';

/** Restores the persisted part of each slice from the decrypted vault. */
export const rehydrated = createAction<Partial<PersistedState>>('persist/rehydrated');
/** Locking clears everything that came from the vault. */
export const storeCleared = createAction('persist/cleared');
