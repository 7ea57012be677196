/**
 * Transfer fee estimation (spec §4): loading, then success (fee, fiat fee, gas data, nonce, and
 * the max-amount logic of the transfer slice) or failure. Estimate errors starting with 'The'
 * become the transfer's customError (slice); 'Insufficient balance…' errors show 'Low Balance'.
 * Selecting a gas price recomputes the fee and the max amount the same way. Bitcoin-family
 * estimates get the wallet signer, so fee and max count the coins of every wallet address.
 */
import { getChain, type FeeEstimate } from '@kestrel/chains';
import { transferActions } from '../store/slices/transfer';
import type { WalletCoin } from '../store/types';
import { displayUnits, fiatValue } from './fiat';
import { insufficientBalance } from '../rules/messages';
import type { FlowEnv } from './flowEnv';
import { refreshBalances } from './refreshBalances';
import { OTHER_TOASTS } from './toasts';
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
}

export interface FeeOptionText {
  title: string;
  /** Price per gas unit (smallest unit), as text. */
  gasPrice: string;
}

export type EstimateOutcome = { ok: true; estimate: FeeEstimate } | { ok: false; error: string };

/** Fiat of a fee in the chain's native coin, when a price is known. */
async function fiatFee(env: FlowEnv, chain_name: string, fee: bigint): Promise<string | null> {
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
    });
    const native = isNativeKind(coin, kind);
    if (kind === 'token' && coin.totalBalance !== undefined && intent.amount > BigInt(coin.totalBalance)) {
      const show = (v: bigint | string) => displayUnits(v, coin.decimal);
      throw new Error(
        insufficientBalance(
          coin.symbol,
          getChain(coin.chain_name).name,
          show(intent.amount),
          show(coin.totalBalance),
        ),
      );
    }
    const stored = native ? await availableBalance(env, wallet.id, coin) : (coin.totalBalance ?? '0');
    const adapter = await env.adapters(coin.chain_name);
    // A Bitcoin-family wallet spends the coins of all its addresses: the signer names them.
    const utxo = getChain(coin.chain_name).family === 'utxo';
    const signer = utxo ? await env.signers(wallet.id, coin) : undefined;
    const estimate = await adapter.estimateFee(intent, {
      ...(native ? { balance: BigInt(stored) } : {}),
      ...(signer ? { signer } : {}),
    });
    const chosen = estimate.options[1] ?? estimate.options[0];
    const d = estimate.details;
    // The max logic then uses what those addresses hold, not only the coin's active address.
    const balance = utxo && native && typeof d.available === 'string' ? d.available : stored;
    const text = (v: unknown) => (v === undefined ? null : String(v));
    env.dispatch(
      transferActions.estimateSucceeded({
        transactionFee: estimate.fee.toString(),
        fiatEstimateFee: await fiatFee(env, coin.chain_name, estimate.fee),
        gasFee: chosen ? chosen.gasPrice.toString() : null,
        // Fee units: gas on EVM chains, virtual bytes on the Bitcoin family (fee = units × rate).
        estimateGas: text(d.estimateGas ?? d.vsize),
        maxPriorityFeePerGas: text(d.maxPriorityFeePerGas),
        l1Fees: text(d.l1Fees),
        feesOptions: estimate.options.map((o): FeeOptionText => ({
          title: o.title,
          gasPrice: o.gasPrice.toString(),
        })),
        nonce: typeof d.nonce === 'number' ? d.nonce : null,
        balance,
        isToken: !native,
      }),
    );
    return { ok: true, estimate };
  } catch (e) {
    const message = errorText(e);
    env.dispatch(transferActions.estimateFailed(message));
    if (message.startsWith('Insufficient balance'))
      env.toast({ kind: 'warning', title: OTHER_TOASTS.lowBalance, text: message });
    return { ok: false, error: message };
  }
}

/**
 * Choosing a gas price (wei per gas): fee = gas limit × price + L1 fee, then the same max logic.
 * Needs a successful estimate first (for the gas limit).
 */
export async function selectTransferGasPrice(
  env: FlowEnv,
  gasPrice: string,
  o: { walletId?: string; kind?: TransferKind } = {},
): Promise<void> {
  const state = env.getState();
  const t = state.transfer;
  if (!/^\d+$/.test(gasPrice)) throw new Error('The gas price is not a whole number');
  if (t.estimateGas === null) throw new Error('The fee was not estimated yet');
  const wallet = walletOf(state, o.walletId);
  const coin = coinOf(wallet, t.currentCoin);
  const fee = BigInt(t.estimateGas) * BigInt(gasPrice) + BigInt(t.l1Fees ?? '0');
  const native = isNativeKind(coin, o.kind ?? defaultKind(coin, t.selectedNFT));
  env.dispatch(
    transferActions.selectGasPrice({
      gasFee: gasPrice,
      transactionFee: fee.toString(),
      fiatEstimateFee: await fiatFee(env, coin.chain_name, fee),
      balance: coin.totalBalance ?? '0',
      isToken: !native,
    }),
  );
}
