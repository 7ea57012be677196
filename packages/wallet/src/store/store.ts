/** The Redux Toolkit store. Plain state never holds a phrase, a private key or the password. */
import { configureStore } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from './rootReducer';

export function createWalletStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    // Development checks stay on; their timing warnings only start past 128 ms (20 wallets × 40 coins).
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 128 }, serializableCheck: { warnAfter: 128 } }),
    ...(preloadedState ? { preloadedState } : {}),
  });
}

export type WalletStore = ReturnType<typeof createWalletStore>;
export type AppDispatch = WalletStore['dispatch'];
