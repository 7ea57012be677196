/**
 * The send flow (spec §4): sending flag on; build by kind; sign with the vault session's signer;
 * broadcast; then Home, 'Transaction In-progress', a pending record (front insert); wait for
 * confirmation (5000 ms × 15, injectable); status 2 pending, 3 confirmed, 1 no transaction;
 * then refresh. Failures show the §8 toasts; on EVM chains they store the failed record.
 * Staking kinds reject with 'chain not supported' (no staking adapter yet).
 */
import type { ChainAdapter, FeeChoice, PendingEntry, Signer, TxIntent } from '@kestrel/chains';
import { transferActions } from '../store/slices/transfer';
import type { WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';
import { asEvm, recordPending } from './pendingStore';
import { reportSendFailure } from './sendErrors';
import { SEND_STATUS, settleSent, type SendResult } from './settleSent';
import { SEND_TOASTS, SUCCESS_TEXT } from './toasts';
import {
  defaultKind,
  intentFor,
  isNativeKind,
  type NftRef,
  type TransferCall,
  type TransferKind,
} from './transferIntent';
import { coinOf, walletOf } from './walletOf';

export interface SendTransferInput {
  walletId?: string;
  /** Default: the transfer's currentCoin. */
  coinId?: string;
  kind?: TransferKind;
  /** Default: the transfer's toAddress and amount (smallest units as text). */
  toAddress?: string;
  amount?: string;
  nft?: NftRef;
  calls?: TransferCall[];
  isExchange?: boolean;
  /** Use the transfer's estimate (gas price, gas limit, nonce) when it is for this coin (default true). */
  useEstimate?: boolean;
}

/** The fee of the transfer's successful estimate for this coin, else a fresh estimate. */
async function feeChoice(
  env: FlowEnv,
  adapter: ChainAdapter,
  coin: WalletCoin,
  intent: TxIntent,
  useEstimate: boolean,
  signer: Signer,
): Promise<{ choice: FeeChoice; intent: TxIntent }> {
  const t = env.getState().transfer;
  if (useEstimate && t.success && t.currentCoin === coin._id && t.gasFee) {
    const choice: FeeChoice = { gasPrice: BigInt(t.gasFee) };
    if (t.estimateGas) choice.gasLimit = BigInt(t.estimateGas);
    if (t.nonce !== null) choice.nonce = t.nonce;
    if (t.maxPriorityFeePerGas) choice.maxPriorityFeePerGas = BigInt(t.maxPriorityFeePerGas);
    return { choice, intent };
  }
  // The signer lets a Bitcoin-family estimate count the coins of every wallet address.
  const est = await adapter.estimateFee(intent, { signer });
  const option = est.options[1] ?? est.options[0];
  if (!option) throw new Error('Fee data not available');
  return {
    choice: { gasPrice: option.gasPrice },
    intent: est.isMax ? { ...intent, amount: est.amount } : intent,
  };
}

export async function sendTransfer(env: FlowEnv, input: SendTransferInput = {}): Promise<SendResult> {
  env.dispatch(transferActions.setSubmitting(true));
  try {
    const state = env.getState();
    const t = state.transfer;
    const wallet = walletOf(state, input.walletId);
    const coin = coinOf(wallet, input.coinId ?? t.currentCoin);
    const kind = input.kind ?? defaultKind(coin, t.selectedNFT);
    const nft = input.nft ?? (t.selectedNFT as NftRef | null) ?? undefined;
    // Staking kinds and unknown chains reject here ('chain not supported').
    let intent: TxIntent = intentFor(coin, {
      kind,
      toAddress: input.toAddress ?? t.toAddress,
      amount: input.amount ?? t.amount,
      ...(nft ? { nft } : {}),
      ...(input.calls ? { calls: input.calls } : {}),
    });
    const adapter = await env.adapters(coin.chain_name);

    let hash = '';
    let entry: PendingEntry | undefined;
    try {
      const signer = await env.signers(wallet.id, coin);
      const fee = await feeChoice(env, adapter, coin, intent, input.useEstimate ?? kind !== 'batch', signer);
      intent = isNativeKind(coin, kind) ? fee.intent : intent;
      const tx = await adapter.buildTransaction(intent, fee.choice, signer);
      const signed = await adapter.sign(tx, signer);
      hash = (await adapter.broadcast(signed)).hash;
      const evm = asEvm(adapter);
      if (hash && evm)
        entry = await evm.pendingEntry(signed, tx, intent.amount, intent.to).catch(() => undefined);
    } catch (e) {
      const error = await reportSendFailure(env, coin, intent, e);
      return { status: SEND_STATUS.noTransaction, hash: '', error };
    }
    if (!hash) {
      env.toast({ kind: 'error', title: SEND_TOASTS.somethingWrong });
      return { status: SEND_STATUS.noTransaction, hash: '', error: SEND_TOASTS.somethingWrong };
    }
    env.dispatch(transferActions.setSubmitting(false));
    env.navigate?.('/home');
    env.toast({
      kind: 'progress',
      title: input.isExchange ? SEND_TOASTS.exchangeProgress : SEND_TOASTS.progress,
    });
    recordPending(env, coin, { hash, date: (env.now ?? Date.now)(), ...(entry ? { entry } : {}) });
    return await settleSent(env, adapter, wallet.id, coin, hash, {
      successText: SUCCESS_TEXT[kind] ?? SUCCESS_TEXT.plain!,
      ...(input.isExchange ? { isExchange: true } : {}),
    });
  } finally {
    env.dispatch(transferActions.setSubmitting(false));
  }
}
