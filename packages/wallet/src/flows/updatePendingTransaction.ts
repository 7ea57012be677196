/**
 * Pending update, accelerate or cancel (spec §4): its own loading flag, 'Updated Transaction
 * In-progress', the family's replacement (EVM: same nonce, twice the gas price; Bitcoin family:
 * replace-by-fee) prepared as a transfer whose fee can be previewed, then the one send pipeline.
 * The adapter's refusals ('Transaction is already succeed', 'Transaction not found', 'Transaction
 * is in queue, Please update first pending transactions.', a mode the chain lacks) are shown as
 * toasts. The replacement takes the old entry's place; on confirmation the old hash is removed.
 */
import type { PreparedTransfer } from '@kestrel/chains';
import { MESSAGES, WalletRuleError } from '../rules/messages';
import { transferActions } from '../store/slices/transfer';
import { walletsActions } from '../store/slices/wallets';
import { fiatFee } from './estimateTransferFee';
import type { FlowEnv } from './flowEnv';
import { pendingRef, replacementEntry, sameHash, setPending, storedPending } from './pendingStore';
import { endReplacedWait } from './replacedWaits';
import { SEND_STATUS, settleSent, type SendResult } from './settleSent';
import { submitPrepared } from './submitTransfer';
import { SEND_TOASTS } from './toasts';
import { coinOf, errorText, walletOf } from './walletOf';

export interface UpdatePendingInput {
  walletId?: string;
  coinId: string;
  /** The pending transaction to replace. */
  hash: string;
  mode: 'speedUp' | 'cancel';
}

/** The replacement as a transfer to review: its fee shows in the spec's updateTransaction state. */
export async function previewPendingUpdate(
  env: FlowEnv,
  input: UpdatePendingInput,
): Promise<PreparedTransfer> {
  const wallet = walletOf(env.getState(), input.walletId);
  const coin = coinOf(wallet, input.coinId);
  const adapter = await env.adapters(coin.chain_name);
  if (!adapter.prepareReplacement) throw new WalletRuleError(MESSAGES.chainNotSupported);
  const signer = await env.signers(wallet.id, coin);
  const prepared = await adapter.prepareReplacement(input.hash, input.mode, signer);
  env.dispatch(
    transferActions.setUpdateTransactionFee({
      transactionFee: prepared.fee.toString(),
      fiatEstimateFee: await fiatFee(env, coin.chain_name, prepared.fee),
      error: null,
    }),
  );
  return prepared;
}

export async function updatePendingTransaction(
  env: FlowEnv,
  input: UpdatePendingInput & { prepared?: PreparedTransfer },
): Promise<SendResult> {
  env.dispatch(transferActions.setUpdatingTransaction(true));
  try {
    const wallet = walletOf(env.getState(), input.walletId);
    const coin = coinOf(wallet, input.coinId);
    const adapter = await env.adapters(coin.chain_name);

    let hash: string;
    let prepared: PreparedTransfer;
    try {
      prepared =
        input.prepared?.replaces === input.hash ? input.prepared : await previewPendingUpdate(env, input);
      hash = (await submitPrepared(adapter, prepared, await env.signers(wallet.id, coin))).hash;
      if (!hash) throw new Error(SEND_TOASTS.somethingWrong);
    } catch (e) {
      const error = errorText(e);
      env.dispatch(transferActions.setUpdateTransactionFee({ error }));
      env.toast({ kind: 'error', title: error });
      return { status: SEND_STATUS.noTransaction, hash: '', error };
    }
    // The replaced transaction never confirms as itself: its send's wait ends quietly.
    endReplacedWait(input.hash);
    // As after a send (spec §4 "Pending update": a similar flow): Home, then the progress toast.
    env.navigate?.('/home');
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
