/** Exchange state (spec §3). The rate type is always fixed. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { storeCleared } from '../persist/actions';

export interface ExchangeState {
  amountFrom: string;
  amountTo: string;
  selectedFromAsset: string | null;
  selectedToAsset: string | null;
  selectedFromWallet: string | null;
  customOption: boolean;
  customAddress: string;
  selectedExchangeChain: string | null;
  sliderValue: number;
  fiatPay: string;
  exchangeToAddress: string;
  exchangeToName: string;
  availableProviders: unknown[];
}

export const EXCHANGE_RATE_TYPE = 'fixed';

export const initialExchangeState: ExchangeState = {
  amountFrom: '',
  amountTo: '',
  selectedFromAsset: null,
  selectedToAsset: null,
  selectedFromWallet: null,
  customOption: false,
  customAddress: '',
  selectedExchangeChain: null,
  sliderValue: 0,
  fiatPay: '',
  exchangeToAddress: '',
  exchangeToName: '',
  availableProviders: [],
};

const exchangeSlice = createSlice({
  name: 'exchange',
  initialState: initialExchangeState,
  reducers: {
    setExchange(s, a: PayloadAction<Partial<ExchangeState>>) {
      Object.assign(s, a.payload);
    },
    resetExchange: () => initialExchangeState,
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialExchangeState),
});

export const exchangeActions = exchangeSlice.actions;
export const exchangeReducer = exchangeSlice.reducer;
