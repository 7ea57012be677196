/**
 * Extra data (spec §3). The spec's phrase/privateKey fields (a wallet being created or imported)
 * become `secretRef`, a reference into the unlocked vault.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storeCleared } from '../persist/actions';

export interface ExtraDataState {
  secretRef: string | null;
  otcData: unknown;
  chain_name: string | null;
  routeStateData: unknown;
  paymentData: unknown;
  isUpdateAvailable: boolean;
  isWalletConnectInitialized: boolean;
  wcUri: string | null;
}

export const initialExtraDataState: ExtraDataState = {
  secretRef: null,
  otcData: null,
  chain_name: null,
  routeStateData: null,
  paymentData: null,
  isUpdateAvailable: false,
  isWalletConnectInitialized: false,
  wcUri: null,
};

const extraDataSlice = createSlice({
  name: 'extraData',
  initialState: initialExtraDataState,
  reducers: {
    setExtraData(s, a: PayloadAction<Partial<ExtraDataState>>) {
      Object.assign(s, a.payload);
    },
    resetExtraData: () => initialExtraDataState,
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialExtraDataState),
});

export const extraDataActions = extraDataSlice.actions;
export const extraDataReducer = extraDataSlice.reducer;
