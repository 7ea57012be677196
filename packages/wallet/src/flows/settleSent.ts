/**
 * What follows a broadcast in the send and pending-update flows (spec §4 steps 4–6): wait for
 * confirmation, show the outcome, then refresh what the current screen shows.
 */
import type { ChainAdapter, ConfirmResult } from '@kestrel/chains';
import { transferActions } from '../store/slices/transfer';
import type { WalletCoin } from '../store/types';
import { pollConfirmation } from './confirmation';
import type { FlowEnv } from './flowEnv';
import { loadHistory } from './loadHistory';
import { removePendingHash } from './pendingStore';
import { startWait } from './replacedWaits';
import { refreshBalances } from './refreshBalances';
import { SEND_TOASTS } from './toasts';

/** Spec §9 send status codes. */
export const SEND_STATUS = { noTransaction: 1, pending: 2, confirmed: 3 } as const;
export type SendStatus = (typeof SEND_STATUS)[keyof typeof SEND_STATUS];

export interface SendResult {
  status: SendStatus;
  /** Empty when no transaction was sent. */
  hash: string;
  /** Set for a mined transaction: false when it reverted. */
  success?: boolean;
  /** The toast title of a failure. */
  error?: string;
  /** The block of a mined transaction. */
  blockNumber?: bigint;
  /** A broadcast whose answer was lost but that a node likely took. */
  likelySubmitted?: boolean;
  /** The wait ended because a speed-up or cancel replaced this transaction (no toast). */
  replaced?: boolean;
  /** The refresh after the send failed ('Something went wrong refreshCoins'); the send stands. */
  refreshError?: string;
}

/** Routes that show one coin's transactions: only that coin is refreshed, with its history. */
export const TRANSACTION_ROUTES = ['/home/transactions', 'TransactionList'];

/** Spec app-layer §8 rejection of the refresh that follows a send. */
export const REFRESH_COINS_ERROR = 'Something went wrong refreshCoins';

/**
 * Refreshes what the current screen shows after a send (spec §4 step 6): the coin and its history
 * on a transactions screen, else the wallet's balances. Rejects with 'Something went wrong
 * refreshCoins' when the refresh itself fails (a provider that fails shows in the balance states).
 */
export async function refreshCoins(env: FlowEnv, walletId: string, coin: WalletCoin): Promise<void> {
  env.dispatch(transferActions.setRefreshing(true));
  try {
    if (TRANSACTION_ROUTES.includes(env.route?.() ?? '')) {
      await Promise.all([
        refreshBalances(env, { walletId, coinIds: [coin._id] }),
        loadHistory(env, { walletId, coinId: coin._id }),
      ]);
    } else await refreshBalances(env, { walletId });
  } catch {
    throw new Error(REFRESH_COINS_ERROR);
  } finally {
    env.dispatch(transferActions.setRefreshing(false));
  }
}

/** refreshCoins after a send: its rejection is the result's refreshError, never a send failure. */
export async function refreshAfterSend(
  env: FlowEnv,
  walletId: string,
  coin: WalletCoin,
): Promise<string | undefined> {
  return refreshCoins(env, walletId, coin).then(
    () => undefined,
    (e: unknown) => (e instanceof Error ? e.message : REFRESH_COINS_ERROR),
  );
}

export async function settleSent(
  env: FlowEnv,
  adapter: ChainAdapter,
  walletId: string,
  coin: WalletCoin,
  hash: string,
  o: {
    successText?: string;
    isExchange?: boolean;
    alsoRemove?: string;
    likelySubmitted?: boolean;
  },
): Promise<SendResult> {
  // The transaction is out: a provider that cannot say more leaves it pending, never failed.
  const wait = startWait(hash);
  const result: ConfirmResult = await pollConfirmation(env, adapter, hash, wait.signal)
    .catch(() => 'pending' as const)
    .finally(wait.done);
  const extra = {
    ...(o.likelySubmitted ? { likelySubmitted: true } : {}),
  };
  // Replaced by a speed-up or cancel: that flow reports the outcome; this wait ends quietly.
  if (result === 'pending' && wait.signal.aborted)
    return { status: SEND_STATUS.pending, hash, replaced: true, ...extra };
  let out: SendResult;
  if (result === 'pending') {
    env.toast({ kind: 'warning', title: SEND_TOASTS.pending, text: SEND_TOASTS.pendingText });
    out = { status: SEND_STATUS.pending, hash, ...extra };
  } else {
    removePendingHash(env, coin, hash);
    if (o.alsoRemove) removePendingHash(env, coin, o.alsoRemove);
    if (!result.success) env.toast({ kind: 'error', title: SEND_TOASTS.somethingWrong });
    else if (!o.isExchange)
      env.toast({
        kind: 'success',
        title: SEND_TOASTS.success,
        ...(o.successText ? { text: o.successText } : {}),
      });
    out = {
      status: SEND_STATUS.confirmed,
      hash,
      success: result.success,
      blockNumber: result.blockNumber,
      ...extra,
    };
  }
  const refreshError = await refreshAfterSend(env, walletId, coin);
  return refreshError ? { ...out, refreshError } : out;
}
