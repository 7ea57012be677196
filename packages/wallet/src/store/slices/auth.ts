/**
 * Auth state (spec §3). The spec's `password` field is not here: the password is used only
 * during unlock and never stored; the unlocked session keeps a non-extractable CryptoKey in the
 * vault object instead (docs/wallet.md).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rehydrated, storeCleared } from '../persist/actions';

export interface AuthState {
  isLogin: boolean;
  loading: boolean;
  error: string | null;
  fingerprintAuth: boolean;
  lastUpdateCheckTimestamp: number | null;
}

export const initialAuthState: AuthState = {
  isLogin: false,
  loading: false,
  error: null,
  fingerprintAuth: false,
  lastUpdateCheckTimestamp: null,
};

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    unlockStarted(s) {
      s.loading = true;
      s.error = null;
    },
    unlocked(s) {
      s.isLogin = true;
      s.loading = false;
      s.error = null;
    },
    unlockFailed(s, a: PayloadAction<string>) {
      s.isLogin = false;
      s.loading = false;
      s.error = a.payload;
    },
    locked(s) {
      s.isLogin = false;
      s.loading = false;
    },
    setFingerprintAuth(s, a: PayloadAction<boolean>) {
      s.fingerprintAuth = a.payload;
    },
    setLastUpdateCheck(s, a: PayloadAction<number>) {
      s.lastUpdateCheckTimestamp = a.payload;
    },
  },
  extraReducers: (b) => {
    b.addCase(rehydrated, (s, a) => (a.payload.auth ? { ...s, ...a.payload.auth } : s));
    b.addCase(storeCleared, () => initialAuthState);
  },
});

export const authActions = authSlice.actions;
export const authReducer = authSlice.reducer;
