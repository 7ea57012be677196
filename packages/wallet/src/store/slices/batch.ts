/** Batch (spec §3, §4): per-wallet transactions, pending amounts, UI filters and the balance check. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  adjustPending,
  batchAddRefusal,
  initBatchFilter,
  itemAmountKey,
  type BatchItem,
  type FilteredBatchItem,
  type PendingAmounts,
} from '../../rules/batch';
import { ToastError } from '../../rules/messages';
import { rehydrated, storeCleared } from '../persist/actions';

export interface BatchUi {
  selectedChain: string | null;
  selectedAddress: string | null;
  isSelectionMode: boolean;
  selectedItems: string[];
}

export interface BatchState {
  transactions: Record<string, BatchItem[]>;
  pendingAmounts: PendingAmounts;
  ui: BatchUi;
  filteredData: FilteredBatchItem[];
  balances: Record<string, string>;
  isValid: boolean;
  invalid_reason: string | null;
}

const initialUi: BatchUi = {
  selectedChain: null,
  selectedAddress: null,
  isSelectionMode: false,
  selectedItems: [],
};

export const initialBatchState: BatchState = {
  transactions: {},
  pendingAmounts: {},
  ui: initialUi,
  filteredData: [],
  balances: {},
  isValid: true,
  invalid_reason: null,
};

function amountOf(i: BatchItem): bigint {
  return BigInt(i.transferData.amount || '0');
}

function dropWhere(s: BatchState, walletId: string, drop: (i: BatchItem) => boolean): void {
  const list = s.transactions[walletId] ?? [];
  for (const i of list)
    if (drop(i)) adjustPending(s.pendingAmounts, walletId, itemAmountKey(i), -amountOf(i));
  const kept = list.filter((i) => !drop(i));
  if (kept.length) s.transactions[walletId] = kept;
  else delete s.transactions[walletId];
  s.ui.selectedItems = s.ui.selectedItems.filter((id) => kept.some((i) => i.transactionId === id));
}

const batchSlice = createSlice({
  name: 'batch',
  initialState: initialBatchState,
  reducers: {
    /** Refused with 'Transaction already added' or 'Transaction limit reached.' (ToastError). */
    addTransaction(s, a: PayloadAction<BatchItem>) {
      const item = a.payload;
      const list = s.transactions[item.wallet_id] ?? [];
      const refusal = batchAddRefusal(list, item);
      if (refusal) throw new ToastError(refusal);
      s.transactions[item.wallet_id] = [...list, item];
      adjustPending(s.pendingAmounts, item.wallet_id, itemAmountKey(item), amountOf(item));
    },
    removeTransaction(s, a: PayloadAction<{ walletId: string; transactionId: string }>) {
      dropWhere(s, a.payload.walletId, (i) => i.transactionId === a.payload.transactionId);
    },
    clearAll(s, a: PayloadAction<{ walletId: string }>) {
      dropWhere(s, a.payload.walletId, () => true);
      s.ui.selectedChain = null;
      s.ui.selectedAddress = null;
    },
    clearByChainAndAddress(s, a: PayloadAction<{ walletId: string; chain_name: string; address: string }>) {
      const { walletId, chain_name, address } = a.payload;
      dropWhere(s, walletId, (i) => i.chain_name === chain_name && i.coinInfo.address === address);
      s.ui.selectedChain = null;
      s.ui.selectedAddress = null;
    },
    setFilter(s, a: PayloadAction<{ selectedChain: string | null; selectedAddress: string | null }>) {
      s.ui.selectedChain = a.payload.selectedChain;
      s.ui.selectedAddress = a.payload.selectedAddress;
    },
    setSelectionMode(s, a: PayloadAction<boolean>) {
      s.ui.isSelectionMode = a.payload;
      if (!a.payload) s.ui.selectedItems = [];
    },
    toggleSelectedItem(s, a: PayloadAction<string>) {
      const i = s.ui.selectedItems.indexOf(a.payload);
      if (i >= 0) s.ui.selectedItems.splice(i, 1);
      else s.ui.selectedItems.push(a.payload);
    },
    /** Walks the wallet's batch against the balances (smallest units keyed chain:symbol:address). */
    initFilter(s, a: PayloadAction<{ walletId: string; balances: Record<string, string> }>) {
      s.balances = a.payload.balances;
      const r = initBatchFilter(s.transactions[a.payload.walletId] ?? [], s.balances, s.ui);
      s.filteredData = r.filteredData;
      s.isValid = r.isValid;
      s.invalid_reason = r.invalid_reason;
    },
  },
  extraReducers: (b) => {
    b.addCase(rehydrated, (s, a) => (a.payload.batch ? { ...initialBatchState, ...a.payload.batch } : s));
    b.addCase(storeCleared, () => initialBatchState);
  },
});

export const batchActions = batchSlice.actions;
export const batchReducer = batchSlice.reducer;
