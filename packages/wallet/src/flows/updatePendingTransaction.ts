/**
 * Pending update, accelerate or cancel (spec §4): its own loading flag, 'Updated Transaction
 * In-progress', the adapter's speed-up or cancel (same nonce, twice the gas price); the
 * adapter's refusals ('Transaction is already succeed', 'Transaction not found', 'Transaction is
 * in queue, Please update first pending transactions.') are shown as toasts. The replacement
 * takes the old entry's place; on confirmation the old pending hash is removed.
 */
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { transferActions } from '../store/slices/transfer';
import type { FlowEnv } from './flowEnv';
import { pendingRef, replacementEntry, sameHash, setPending, storedPending } from './pendingStore';
import { SEND_STATUS, settleSent, type SendResult } from './settleSent';
import { SEND_TOASTS } from './toasts';
import { coinOf, errorText, walletOf } from './walletOf';
import { walletsActions } from '../store/slices/wallets';

export interface UpdatePendingInput {
  walletId?: string;
  coinId: string;
  /** The pending transaction to replace. */
  hash: string;
  mode: 'speedUp' | 'cancel';
}

export async function updatePendingTransaction(env: FlowEnv, input: UpdatePendingInput): Promise<SendResult> {
  env.dispatch(transferActions.setUpdatingTransaction(true));
  try {
    const wallet = walletOf(env.getState(), input.walletId);
    const coin = coinOf(wallet, input.coinId);
    const adapter = await env.adapters(coin.chain_name);
    const replace = input.mode === 'speedUp' ? adapter.speedUp : adapter.cancel;
    if (!replace) throw new WalletRuleError(MESSAGES.chainNotSupported);

    let hash: string;
    try {
      const signer = await env.signers(wallet.id, coin);
      hash = (await replace.call(adapter, input.hash, signer)).hash;
    } catch (e) {
      const error = errorText(e);
      env.dispatch(transferActions.setUpdateTransactionFee({ error }));
      env.toast({ kind: 'error', title: error });
      return { status: SEND_STATUS.noTransaction, hash: '', error };
    }
    env.toast({ kind: 'progress', title: SEND_TOASTS.updateProgress });
    const date = (env.now ?? Date.now)();
    const old = storedPending(env, coin).find((p) => sameHash(p.hash, input.hash));
    if (old) {
      const entry = old.entry ? replacementEntry(old.entry, hash, input.mode) : undefined;
      setPending(
        env,
        coin,
        storedPending(env, coin).map((p) => (p === old ? { hash, date, ...(entry ? { entry } : {}) } : p)),
      );
    } else env.dispatch(walletsActions.addPendingTransaction({ ...pendingRef(coin), hash, date }));
    return await settleSent(env, adapter, wallet.id, coin, hash, { alsoRemove: input.hash });
  } finally {
    env.dispatch(transferActions.setUpdatingTransaction(false));
  }
}
