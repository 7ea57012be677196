/** Currency catalogue and coin groups (spec §3): pages, the further-page flag, group-adding flags. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { hasFurtherPage } from '../../rules/pendingTransactions';
import { storeCleared } from '../persist/actions';
import type { CoinGroup, Currency } from '../types';

export interface CurrencyState {
  currencies: Currency[];
  total: number;
  page: number;
  search: string;
  loading: boolean;
  /** True while the catalogue total exceeds the loaded count. */
  isFurtherPage: boolean;
  coinGroups: CoinGroup[];
  /** Group-adding flags per group id. */
  groupAdding: Record<string, boolean>;
}

export const initialCurrencyState: CurrencyState = {
  currencies: [],
  total: 0,
  page: 0,
  search: '',
  loading: false,
  isFurtherPage: false,
  coinGroups: [],
  groupAdding: {},
};

const currencySlice = createSlice({
  name: 'currency',
  initialState: initialCurrencyState,
  reducers: {
    setLoading(s, a: PayloadAction<boolean>) {
      s.loading = a.payload;
    },
    /** Page 1 replaces the list (new search); later pages append. */
    pageLoaded(s, a: PayloadAction<{ page: number; search: string; data: Currency[]; total: number }>) {
      const { page, search, data, total } = a.payload;
      s.currencies = page <= 1 ? data : [...s.currencies, ...data];
      s.page = page;
      s.search = search;
      s.total = total;
      s.loading = false;
      s.isFurtherPage = hasFurtherPage(total, s.currencies.length);
    },
    setCoinGroups(s, a: PayloadAction<CoinGroup[]>) {
      s.coinGroups = a.payload;
    },
    setGroupAdding(s, a: PayloadAction<{ groupId: string; adding: boolean }>) {
      if (a.payload.adding) s.groupAdding[a.payload.groupId] = true;
      else delete s.groupAdding[a.payload.groupId];
    },
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialCurrencyState),
});

export const currencyActions = currencySlice.actions;
export const currencyReducer = currencySlice.reducer;
