/** Sell-crypto state (spec §3). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storeCleared } from '../persist/actions';

export interface SellCryptoState {
  providers: unknown[];
  loading: boolean;
  error: string | null;
  transferDetails: { depositAddress: string; depositAmount: string; memo?: string } | null;
  requestDetails: {
    requestId: string;
    providerName: string;
    providerDisplayName: string;
    selectedFromAsset: string;
    selectedFromWallet: string;
  } | null;
}

export const initialSellCryptoState: SellCryptoState = {
  providers: [],
  loading: false,
  error: null,
  transferDetails: null,
  requestDetails: null,
};

const sellCryptoSlice = createSlice({
  name: 'sellCrypto',
  initialState: initialSellCryptoState,
  reducers: {
    setLoading(s, a: PayloadAction<boolean>) {
      s.loading = a.payload;
    },
    providersLoaded(s, a: PayloadAction<unknown[]>) {
      s.providers = a.payload;
      s.loading = false;
      s.error = null;
    },
    setError(s, a: PayloadAction<string | null>) {
      s.error = a.payload;
      s.loading = false;
    },
    setRequestDetails(s, a: PayloadAction<SellCryptoState['requestDetails']>) {
      s.requestDetails = a.payload;
    },
    setTransferDetails(s, a: PayloadAction<SellCryptoState['transferDetails']>) {
      s.transferDetails = a.payload;
    },
    resetSell: () => initialSellCryptoState,
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialSellCryptoState),
});

export const sellCryptoActions = sellCryptoSlice.actions;
export const sellCryptoReducer = sellCryptoSlice.reducer;
