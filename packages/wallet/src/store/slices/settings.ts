/** Settings (spec §3) with the table's defaults. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_LOCAL_CURRENCY } from '../../rules/constants';
import { normalizeLockTime } from '../../rules/settings';
import { rehydrated, storeCleared } from '../persist/actions';

export interface SettingsState {
  localCurrency: string;
  notifications: { received: boolean; sent: boolean };
  fingerprint: boolean;
  /** Minutes of inactivity before auto-lock; 0 = no auto-lock. */
  lockTime: number;
  paymentUrlCoin?: string;
  paymentUrlAmount?: string;
  paymentUrlCurrencyAmount?: string;
  feesOptions: boolean;
  chatsOptions: boolean;
  searchInHomeScreen: boolean;
}

export const initialSettingsState: SettingsState = {
  localCurrency: DEFAULT_LOCAL_CURRENCY,
  notifications: { received: true, sent: true },
  fingerprint: false,
  lockTime: 0,
  feesOptions: false,
  chatsOptions: false,
  searchInHomeScreen: true,
};

type Flag = 'fingerprint' | 'feesOptions' | 'chatsOptions' | 'searchInHomeScreen';

const settingsSlice = createSlice({
  name: 'settings',
  initialState: initialSettingsState,
  reducers: {
    setLocalCurrency(s, a: PayloadAction<string>) {
      s.localCurrency = a.payload.trim().toUpperCase() || DEFAULT_LOCAL_CURRENCY;
    },
    setNotifications(s, a: PayloadAction<Partial<SettingsState['notifications']>>) {
      s.notifications = { ...s.notifications, ...a.payload };
    },
    setLockTime(s, a: PayloadAction<unknown>) {
      s.lockTime = normalizeLockTime(a.payload);
    },
    setFlag(s, a: PayloadAction<{ flag: Flag; value: boolean }>) {
      s[a.payload.flag] = a.payload.value;
    },
    setPaymentUrl(s, a: PayloadAction<{ coin?: string; amount?: string; currencyAmount?: string }>) {
      s.paymentUrlCoin = a.payload.coin;
      s.paymentUrlAmount = a.payload.amount;
      s.paymentUrlCurrencyAmount = a.payload.currencyAmount;
    },
  },
  extraReducers: (b) => {
    b.addCase(rehydrated, (s, a) => {
      if (!a.payload.settings) return s;
      const next = { ...initialSettingsState, ...a.payload.settings };
      next.lockTime = normalizeLockTime(next.lockTime);
      return next;
    });
    b.addCase(storeCleared, () => initialSettingsState);
  },
});

export const settingsActions = settingsSlice.actions;
export const settingsReducer = settingsSlice.reducer;
