/**
 * The send flow (spec §4): sending flag on; the reviewed prepared transfer (or a fresh one);
 * the one pipeline (build → sign → broadcast); then Home, 'Transaction In-progress', a pending
 * record (front insert); wait for confirmation (the chain's policy, injectable); status 2
 * pending, 3 confirmed, 1 no transaction; then refresh. Failures show the §8 toasts; families
 * that keep one store the failed record. An amount the max rule reduced is sent only when the
 * caller accepts it (the web review shows it; the CLI needs --max); nothing is sent for zero.
 * Staking kinds reject with 'chain not supported' (no staking adapter yet).
 */
import { formatUnits, getChain, type PreparedTransfer, type TxIntent } from '@kestrel/chains';
import { insufficientBalance } from '../rules/messages';
import { transferActions } from '../store/slices/transfer';
import type { WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';
import { batchFeeRefusal } from './batchChecks';
import { recordPending } from './pendingStore';
import { reportSendFailure } from './sendErrors';
import { SEND_STATUS, settleSent, type SendResult } from './settleSent';
import { submitPrepared, type Submitted } from './submitTransfer';
import { OTHER_TOASTS, SEND_TOASTS, SUCCESS_TEXT } from './toasts';
import { matchingDraft } from './transferDraft';
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
  memo?: string;
  isExchange?: boolean;
  /** Sign the reviewed transfer when it matches this send (default true). */
  useEstimate?: boolean;
  /**
   * Whether a send whose amount plus fee exceeds the balance may go out as balance minus fee
   * (spec §4 max mode). Default true: the app's review shows the reduced amount first.
   */
  allowMax?: boolean;
  /**
   * Called with what will be sent, before signing (the CLI prints it). The reviewed draft stays
   * after a send: sending it again is refused by the chain (same nonce or coins), never a double spend.
   */
  onPrepared?: (prepared: PreparedTransfer) => void;
}

/** Refusals before anything is signed: nothing to send, or a reduced amount not accepted. */
function refusal(
  coin: WalletCoin,
  kind: TransferKind,
  p: PreparedTransfer,
  allowMax: boolean,
): string | null {
  if (kind === 'batch') return batchFeeRefusal(coin, p);
  if (kind === 'nft') return null;
  const chain = getChain(coin.chain_name);
  const show = (v: bigint) => formatUnits(v, coin.decimal);
  const tooMuch = insufficientBalance(
    coin.symbol,
    chain.name,
    show(p.requestedAmount),
    show(p.available ?? 0n),
  );
  if (p.requestedAmount === 0n) return 'The amount must be above zero';
  if (p.isMax && (!allowMax || p.amount === 0n)) return tooMuch;
  return null;
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
    const intent: TxIntent = intentFor(coin, {
      kind,
      toAddress: input.toAddress ?? t.toAddress,
      amount: input.amount ?? t.amount,
      ...(nft ? { nft } : {}),
      ...(input.calls ? { calls: input.calls } : {}),
      ...(input.memo ? { memo: input.memo } : {}),
    });
    const adapter = await env.adapters(coin.chain_name);

    let sent: Submitted;
    let prepared: PreparedTransfer | null = null;
    try {
      const signer = await env.signers(wallet.id, coin);
      const reviewed =
        input.useEstimate === false || !t.success
          ? null
          : matchingDraft(env, coin._id, kind, intent.to, intent.amount, intent.calls, intent.memo);
      prepared =
        reviewed ??
        (await adapter.prepareTransfer(intent, {
          signer,
          ...(isNativeKind(coin, kind) &&
          coin.totalBalance !== undefined &&
          coin.balanceState?.state === 'fresh'
            ? { balance: BigInt(coin.totalBalance) }
            : {}),
        }));
      const refused = refusal(coin, kind, prepared, input.allowMax ?? true);
      if (refused) {
        // Nothing was signed: the refusal's own words, as an estimate error would show them.
        env.toast(
          refused.startsWith('Insufficient balance')
            ? { kind: 'warning', title: OTHER_TOASTS.lowBalance, text: refused }
            : { kind: 'error', title: refused },
        );
        return { status: SEND_STATUS.noTransaction, hash: '', error: refused };
      }
      input.onPrepared?.(prepared);
      sent = await submitPrepared(adapter, prepared, signer);
    } catch (e) {
      const error = await reportSendFailure(env, coin, prepared?.intent ?? intent, e);
      return { status: SEND_STATUS.noTransaction, hash: '', error };
    }
    if (!sent.hash) {
      env.toast({ kind: 'error', title: SEND_TOASTS.somethingWrong });
      return { status: SEND_STATUS.noTransaction, hash: '', error: SEND_TOASTS.somethingWrong };
    }
    env.dispatch(transferActions.setSubmitting(false));
    env.navigate?.('/home');
    env.toast({
      kind: 'progress',
      title: input.isExchange ? SEND_TOASTS.exchangeProgress : SEND_TOASTS.progress,
    });
    recordPending(env, coin, {
      hash: sent.hash,
      date: (env.now ?? Date.now)(),
      ...(sent.entry ? { entry: sent.entry } : {}),
    });
    return await settleSent(env, adapter, wallet.id, coin, sent.hash, {
      successText: SUCCESS_TEXT[kind] ?? SUCCESS_TEXT.plain!,
      ...(input.isExchange ? { isExchange: true } : {}),
      ...(sent.likelySubmitted ? { likelySubmitted: true } : {}),
    });
  } finally {
    env.dispatch(transferActions.setSubmitting(false));
  }
}
