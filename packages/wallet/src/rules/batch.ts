/** Batch rules: add checks, pending amounts, and the balance walk of filter initialisation. */
import { BATCH_LIMIT } from './constants';
import { MESSAGES } from './messages';
import type { Toast } from '../store/types';

export interface BatchCoinInfo {
  _id: string;
  chain_name: string;
  chain_display_name?: string;
  chain_symbol: string;
  type: string;
  token_type?: string;
  name: string;
  icon?: string;
  symbol: string;
  contractAddress?: string;
  decimal: number;
  status?: boolean;
  isInWallet?: boolean;
  /** The sending address; its key is looked up in the vault at signing time (no privateKey here). */
  address: string;
  totalCourse?: string;
  currencyRate?: string;
  totalAmount?: string;
  totalBalanceCourse?: string;
  totalBalance?: string;
}

export interface BatchItem {
  transactionId: string;
  /** amount in smallest units as decimal text; fiatAmount for display. */
  transferData: { amount: string; fiatAmount?: string; toAddress?: string; [k: string]: unknown };
  calls?: unknown;
  coinInfo: BatchCoinInfo;
  chain_name: string;
  wallet_id: string;
}

export interface FilteredBatchItem extends BatchItem {
  is_exceed_balance?: boolean;
  /** The shortfall in smallest units. */
  require_amount?: string;
}

/** Amounts pending per wallet, then per `batchAmountKey`. */
export type PendingAmounts = Record<string, Record<string, string>>;

export function batchAmountKey(chain_name: string, symbol: string, address: string): string {
  return `${chain_name}:${symbol}:${address}`;
}

export const itemAmountKey = (i: BatchItem) =>
  batchAmountKey(i.chain_name, i.coinInfo.symbol, i.coinInfo.address);

/** Duplicate id or 980+ transactions: the toast to show, else null. */
export function batchAddRefusal(list: readonly BatchItem[], item: BatchItem): Toast | null {
  if (list.some((t) => t.transactionId === item.transactionId)) {
    return { title: MESSAGES.batchDuplicate, message: MESSAGES.batchDuplicateText };
  }
  if (list.length >= BATCH_LIMIT) return { title: MESSAGES.batchLimit, message: MESSAGES.batchLimitText };
  return null;
}

export function adjustPending(p: PendingAmounts, walletId: string, key: string, delta: bigint): void {
  const perWallet = (p[walletId] ??= {});
  const next = BigInt(perWallet[key] ?? '0') + delta;
  if (next > 0n) perWallet[key] = next.toString();
  else delete perWallet[key];
  if (Object.keys(perWallet).length === 0) delete p[walletId];
}

export interface FilterResult {
  filteredData: FilteredBatchItem[];
  isValid: boolean;
  invalid_reason: string | null;
}

/**
 * Walks the wallet's transactions in order, deducting each amount from the running balance of
 * its chain/symbol/address. A line above what remains is flagged and the batch becomes invalid.
 * Balances are smallest-unit decimal text keyed by `batchAmountKey`.
 */
export function initBatchFilter(
  transactions: readonly BatchItem[],
  balances: Record<string, string>,
  filter: { selectedChain?: string | null; selectedAddress?: string | null } = {},
): FilterResult {
  const remaining = new Map<string, bigint>();
  let isValid = true;
  const all: FilteredBatchItem[] = transactions.map((t) => {
    const key = itemAmountKey(t);
    const left = remaining.get(key) ?? BigInt(balances[key] ?? '0');
    const amount = BigInt(t.transferData.amount || '0');
    if (amount > left) {
      isValid = false;
      remaining.set(key, left);
      return { ...t, is_exceed_balance: true, require_amount: (amount - left).toString() };
    }
    remaining.set(key, left - amount);
    return { ...t, is_exceed_balance: false };
  });
  const filteredData = all.filter(
    (t) =>
      (!filter.selectedChain || t.chain_name === filter.selectedChain) &&
      (!filter.selectedAddress || t.coinInfo.address === filter.selectedAddress),
  );
  return { filteredData, isValid, invalid_reason: isValid ? null : MESSAGES.batchExceeds };
}
