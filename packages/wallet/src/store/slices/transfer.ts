/**
 * Current transfer state (spec §3) and the fee-estimation transitions of §4. Amounts and fees
 * are smallest-unit integers as decimal text (bigint is not serializable in Redux state).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { applyMaxAmount } from '../../rules/maxAmount';
import { storeCleared } from '../persist/actions';

export interface FeeSubState {
  transactionFee: string | null;
  fiatEstimateFee: string | null;
  error: string | null;
  transactionData: unknown;
}

export interface TransferState {
  isLoading: boolean;
  success: boolean | null;
  isRefreshing: boolean;
  isSubmitting: boolean;
  /** The coin being sent: its wallet coin id; the key is looked up in the vault when signing. */
  currentCoin: string | null;
  selectedNFT: unknown;
  isSendFunds: boolean;
  initialAmount: string;
  amount: string;
  toAddress: string;
  transactionFee: string | null;
  fiatEstimateFee: string | null;
  feesOptions: unknown;
  l1Fees: string | null;
  currencyRate: string | null;
  estimateGas: string | null;
  gasFee: string | null;
  maxPriorityFeePerGas: string | null;
  isMax: boolean;
  customError: string | null;
  selectedUTXOsValue: string | null;
  selectedUTXOs: unknown[];
  nonce: number | null;
  pendingTransfer: FeeSubState;
  updateTransaction: FeeSubState;
  /** The pending update (accelerate or cancel) flow's own loading flag (spec §4). */
  isUpdatingTransaction: boolean;
}

const emptyFee: FeeSubState = {
  transactionFee: null,
  fiatEstimateFee: null,
  error: null,
  transactionData: null,
};

export const initialTransferState: TransferState = {
  isLoading: false,
  success: null,
  isRefreshing: false,
  isSubmitting: false,
  currentCoin: null,
  selectedNFT: null,
  isSendFunds: false,
  initialAmount: '0',
  amount: '0',
  toAddress: '',
  transactionFee: null,
  fiatEstimateFee: null,
  feesOptions: null,
  l1Fees: null,
  currencyRate: null,
  estimateGas: null,
  gasFee: null,
  maxPriorityFeePerGas: null,
  isMax: false,
  customError: null,
  selectedUTXOsValue: null,
  selectedUTXOs: [],
  nonce: null,
  pendingTransfer: emptyFee,
  updateTransaction: emptyFee,
  isUpdatingTransaction: false,
};

/** What the max-amount logic needs besides the state: balance and whether it is a token. */
interface BalanceContext {
  balance: string;
  isToken: boolean;
}

export interface EstimateSuccess extends BalanceContext {
  transactionFee: string;
  fiatEstimateFee: string | null;
  estimateGas?: string | null;
  gasFee?: string | null;
  maxPriorityFeePerGas?: string | null;
  l1Fees?: string | null;
  feesOptions?: unknown;
  nonce?: number | null;
}

function applyMax(s: TransferState, ctx: BalanceContext): void {
  const r = applyMaxAmount({
    amount: s.amount,
    initialAmount: s.initialAmount,
    fee: s.transactionFee ?? '0',
    balance: ctx.balance,
    isSendFunds: s.isSendFunds,
    isToken: ctx.isToken,
  });
  s.amount = r.amount;
  s.isMax = r.isMax;
}

const transferSlice = createSlice({
  name: 'transfer',
  initialState: initialTransferState,
  reducers: {
    startTransfer(
      _s,
      a: PayloadAction<{ currentCoin: string; amount: string; toAddress: string; isSendFunds?: boolean }>,
    ) {
      const { currentCoin, amount, toAddress, isSendFunds } = a.payload;
      return {
        ...initialTransferState,
        currentCoin,
        amount,
        initialAmount: amount,
        toAddress,
        isSendFunds: !!isSendFunds,
      };
    },
    estimateStarted(s) {
      s.isLoading = true;
      s.success = null;
      s.customError = null;
    },
    /** Stores fee, gas data and nonce, then applies the max-amount logic (non-token coins). */
    estimateSucceeded(s, a: PayloadAction<EstimateSuccess>) {
      const p = a.payload;
      s.isLoading = false;
      s.success = true;
      s.transactionFee = p.transactionFee;
      s.fiatEstimateFee = p.fiatEstimateFee;
      if (p.estimateGas !== undefined) s.estimateGas = p.estimateGas;
      if (p.gasFee !== undefined) s.gasFee = p.gasFee;
      if (p.maxPriorityFeePerGas !== undefined) s.maxPriorityFeePerGas = p.maxPriorityFeePerGas;
      if (p.l1Fees !== undefined) s.l1Fees = p.l1Fees;
      if (p.feesOptions !== undefined) s.feesOptions = p.feesOptions;
      if (p.nonce !== undefined) s.nonce = p.nonce;
      applyMax(s, p);
    },
    /** Estimate errors starting with 'The' become the transfer's custom error (spec §8). */
    estimateFailed(s, a: PayloadAction<string>) {
      s.isLoading = false;
      s.success = false;
      if (a.payload.startsWith('The')) s.customError = a.payload;
    },
    /** Choosing a gas price recomputes the fee and the max amount the same way. */
    selectGasPrice(
      s,
      a: PayloadAction<
        BalanceContext & { gasFee: string; transactionFee: string; fiatEstimateFee?: string | null }
      >,
    ) {
      s.gasFee = a.payload.gasFee;
      s.transactionFee = a.payload.transactionFee;
      if (a.payload.fiatEstimateFee !== undefined) s.fiatEstimateFee = a.payload.fiatEstimateFee;
      applyMax(s, a.payload);
    },
    /** The NFT the send flow sends (an NftRef), or null for the coin's own kind. */
    setSelectedNFT(s, a: PayloadAction<unknown>) {
      s.selectedNFT = a.payload;
    },
    setAmount(s, a: PayloadAction<string>) {
      s.amount = a.payload;
      s.isMax = false;
    },
    setSubmitting(s, a: PayloadAction<boolean>) {
      s.isSubmitting = a.payload;
    },
    setUpdatingTransaction(s, a: PayloadAction<boolean>) {
      s.isUpdatingTransaction = a.payload;
    },
    setRefreshing(s, a: PayloadAction<boolean>) {
      s.isRefreshing = a.payload;
    },
    setSelectedUTXOs(s, a: PayloadAction<{ utxos: unknown[]; value: string }>) {
      s.selectedUTXOs = a.payload.utxos;
      s.selectedUTXOsValue = a.payload.value;
    },
    setPendingTransferFee(s, a: PayloadAction<Partial<FeeSubState>>) {
      s.pendingTransfer = { ...s.pendingTransfer, ...a.payload };
    },
    setUpdateTransactionFee(s, a: PayloadAction<Partial<FeeSubState>>) {
      s.updateTransaction = { ...s.updateTransaction, ...a.payload };
    },
    resetTransfer: () => initialTransferState,
  },
  extraReducers: (b) => b.addCase(storeCleared, () => initialTransferState),
});

export const transferActions = transferSlice.actions;
export const transferReducer = transferSlice.reducer;
