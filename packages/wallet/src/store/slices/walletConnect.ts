/** WalletConnect state (spec §3), including isReduxStoreLoaded (set 500 ms after rehydration). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storeCleared } from '../persist/actions';

export interface WalletConnectState {
  isConnected: boolean;
  requestedModalVisible: boolean;
  requestData: unknown;
  transactionRequestData: unknown;
  transactionModalVisible: boolean;
  isTransactionSubmitting: boolean;
  isReduxStoreLoaded: boolean;
}

export const initialWalletConnectState: WalletConnectState = {
  isConnected: false,
  requestedModalVisible: false,
  requestData: null,
  transactionRequestData: null,
  transactionModalVisible: false,
  isTransactionSubmitting: false,
  isReduxStoreLoaded: false,
};

const walletConnectSlice = createSlice({
  name: 'walletConnect',
  initialState: initialWalletConnectState,
  reducers: {
    setWalletConnect(s, a: PayloadAction<Partial<Omit<WalletConnectState, 'isReduxStoreLoaded'>>>) {
      Object.assign(s, a.payload);
    },
    setReduxStoreLoaded(s, a: PayloadAction<boolean>) {
      s.isReduxStoreLoaded = a.payload;
    },
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialWalletConnectState),
});

export const walletConnectActions = walletConnectSlice.actions;
export const walletConnectReducer = walletConnectSlice.reducer;
