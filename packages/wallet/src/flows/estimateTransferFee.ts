/**
 * Transfer fee estimation (spec §4): loading, then success (fee, fiat fee, the family's view
 * fields, and the max amount) or failure. The family prepares the transfer; the wallet keeps it
 * as the review's draft and fills the spec's transfer state from it. Estimate errors starting
 * with 'The' become the transfer's customError (slice); 'Insufficient balance…' errors show
 * 'Low Balance'. Choosing a fee price reprices the same draft (a new review, same coins).
 */
import { getChain, formatUnits, type PreparedTransfer } from '@kestrel/chains';
import { transferActions } from '../store/slices/transfer';
import type { WalletCoin } from '../store/types';
import { fiatValue } from './fiat';
import { insufficientBalance } from '../rules/messages';
import type { FlowEnv } from './flowEnv';
import { refreshBalances } from './refreshBalances';
import { OTHER_TOASTS } from './toasts';
import { matchingDraft, saveDraft } from './transferDraft';
import {
  defaultKind,
  intentFor,
  isNativeKind,
  type NftRef,
  type TransferCall,
  type TransferKind,
} from './transferIntent';
import { coinOf, errorText, walletOf } from './walletOf';

export interface EstimateTransferFeeInput {
  walletId?: string;
  kind?: TransferKind;
  nft?: NftRef;
  calls?: TransferCall[];
  memo?: string;
}

/** A fee option as the spec's transfer state holds it (prices as text). */
export interface FeeOptionText {
  title: string;
  /** Price per fee unit (smallest unit), as text. */
  gasPrice: string;
  /** The whole fee at this price, when the family can tell without another read. */
  fee?: string;
}

export type EstimateOutcome = { ok: true; prepared: PreparedTransfer } | { ok: false; error: string };

/** Fiat of a fee in the chain's native coin, when a price is known. */
export async function fiatFee(env: FlowEnv, chain_name: string, fee: bigint): Promise<string | null> {
  if (!env.prices) return null;
  const chain = getChain(chain_name);
  try {
    const rates = await env.prices.getFiatRates([chain.symbol], env.getState().settings.localCurrency);
    const rate = rates[chain.symbol.toUpperCase()];
    return rate ? fiatValue(fee.toString(), chain.decimals, rate) : null;
  } catch {
    return null;
  }
}

/** The coin's available balance: the stored one, read first when it was never read. */
async function availableBalance(env: FlowEnv, walletId: string, coin: WalletCoin): Promise<string> {
  if (coin.totalBalance !== undefined && coin.balanceState?.state !== 'unavailable') return coin.totalBalance;
  const [r] = await refreshBalances(env, { walletId, coinIds: [coin._id] });
  if (r?.totalBalance === undefined) throw new Error(r?.balanceState.error ?? 'Balance not available');
  return r.totalBalance;
}

/** The spec's transfer-state fields from a prepared transfer. */
async function showPrepared(env: FlowEnv, coin: WalletCoin, p: PreparedTransfer, native: boolean) {
  return {
    transactionFee: p.fee.toString(),
    fiatEstimateFee: await fiatFee(env, coin.chain_name, p.fee),
    gasFee: p.price.toString(),
    estimateGas: p.view.estimateGas,
    maxPriorityFeePerGas: p.view.maxPriorityFeePerGas,
    l1Fees: p.view.l1Fees,
    feesOptions: p.options.map((o): FeeOptionText => ({ title: o.title, gasPrice: o.price.toString() })),
    nonce: p.view.nonce,
    // The max logic counts what the family counted (every wallet address in the Bitcoin family).
    balance: (native && p.available !== undefined
      ? p.available
      : BigInt(coin.totalBalance ?? '0')
    ).toString(),
    isToken: !native,
  };
}

export async function estimateTransferFee(
  env: FlowEnv,
  input: EstimateTransferFeeInput = {},
): Promise<EstimateOutcome> {
  env.dispatch(transferActions.estimateStarted());
  try {
    const state = env.getState();
    const t = state.transfer;
    const wallet = walletOf(state, input.walletId);
    const coin = coinOf(wallet, t.currentCoin);
    const kind = input.kind ?? defaultKind(coin, t.selectedNFT);
    const intent = intentFor(coin, {
      kind,
      toAddress: t.toAddress,
      amount: t.amount,
      ...(input.nft ? { nft: input.nft } : t.selectedNFT ? { nft: t.selectedNFT as NftRef } : {}),
      ...(input.calls ? { calls: input.calls } : {}),
      ...(input.memo ? { memo: input.memo } : {}),
    });
    const native = isNativeKind(coin, kind);
    if (kind === 'token' && coin.totalBalance !== undefined && intent.amount > BigInt(coin.totalBalance)) {
      const show = (v: bigint | string) => formatUnits(v, coin.decimal);
      throw new Error(
        insufficientBalance(
          coin.symbol,
          getChain(coin.chain_name).name,
          show(intent.amount),
          show(coin.totalBalance),
        ),
      );
    }
    const stored = native ? await availableBalance(env, wallet.id, coin) : undefined;
    const adapter = await env.adapters(coin.chain_name);
    // The signer lets a family that spends from many addresses count all of them.
    const signer = await env.signers(wallet.id, coin);
    const prepared = await adapter.prepareTransfer(intent, {
      ...(stored !== undefined ? { balance: BigInt(stored) } : {}),
      signer,
    });
    saveDraft(env, { coinId: coin._id, kind, prepared });
    env.dispatch(transferActions.estimateSucceeded(await showPrepared(env, coin, prepared, native)));
    return { ok: true, prepared };
  } catch (e) {
    const message = errorText(e);
    env.dispatch(transferActions.estimateFailed(message));
    if (message.startsWith('Insufficient balance'))
      env.toast({ kind: 'warning', title: OTHER_TOASTS.lowBalance, text: message });
    return { ok: false, error: message };
  }
}

/**
 * Choosing a fee price (an option or a custom one, smallest unit per fee unit): the family
 * reprices the reviewed transfer (fee, then the max logic). Needs a successful estimate first.
 */
export async function selectTransferGasPrice(
  env: FlowEnv,
  gasPrice: string,
  o: { walletId?: string; kind?: TransferKind } = {},
): Promise<PreparedTransfer> {
  const state = env.getState();
  const t = state.transfer;
  if (!/^\d+$/.test(gasPrice)) throw new Error('The gas price is not a whole number');
  const wallet = walletOf(state, o.walletId);
  const coin = coinOf(wallet, t.currentCoin);
  const kind = o.kind ?? defaultKind(coin, t.selectedNFT);
  const draft = matchingDraft(
    env,
    coin._id,
    kind,
    t.toAddress,
    BigInt(/^\d+$/.test(t.amount) ? t.amount : '0'),
  );
  if (!t.success) throw new Error('The fee was not estimated yet');
  const adapter = await env.adapters(coin.chain_name);
  // The amount or receiver changed since the review: prepare again at the chosen price.
  const prepared = draft
    ? await adapter.repriceTransfer(draft, BigInt(gasPrice))
    : await adapter.prepareTransfer(
        intentFor(coin, {
          kind,
          toAddress: t.toAddress,
          amount: t.amount,
          ...(t.selectedNFT ? { nft: t.selectedNFT as NftRef } : {}),
        }),
        { price: BigInt(gasPrice), signer: await env.signers(wallet.id, coin) },
      );
  saveDraft(env, { coinId: coin._id, kind, prepared });
  const view = await showPrepared(env, coin, prepared, isNativeKind(coin, kind));
  env.dispatch(
    transferActions.selectGasPrice({
      gasFee: view.gasFee,
      transactionFee: view.transactionFee,
      fiatEstimateFee: view.fiatEstimateFee,
      balance: view.balance,
      isToken: view.isToken,
    }),
  );
  return prepared;
}
