/**
 * The sell-crypto flow (app-layer §3 Sell-crypto state, §4 Sell crypto, §7, §9): the quote
 * (cryptoProviders, debounced 800 ms on input), the provider's sell page (sell URL, its requestId
 * kept in requestDetails), the payment details once the sale is confirmed there (transferDetails:
 * depositAddress, depositAmount, memo), then the transfer: a send fee estimated to the deposit
 * address. The send is the one pipeline (sendSale).
 */
import { formatUnits, parseUnits } from '@kestrel/chains';
import { SEARCH_DEBOUNCE_MS } from '../rules/constants';
import { debounce, type Debounced } from '../services/debounce';
import type { SellClient } from '../services/sell-client';
import { sellCryptoActions } from '../store/slices/sellCrypto';
import { transferActions } from '../store/slices/transfer';
import { estimateTransferFee, type EstimateOutcome } from './estimateTransferFee';
import type { FlowEnv } from './flowEnv';
import { sendTransfer } from './sendTransfer';
import type { SendResult } from './settleSent';
import { coinOf, errorText, walletOf } from './walletOf';

/** The sell quote's debounce (spec §9: 800 ms, the same as search). */
export const SELL_QUOTE_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;

export interface SellQuoteInput {
  walletId?: string;
  coinId: string;
  /** In the coin's smallest unit. */
  amount: bigint;
  fiat: string;
}

export async function fetchSellQuote(env: FlowEnv, api: SellClient, input: SellQuoteInput): Promise<void> {
  const coin = coinOf(walletOf(env.getState(), input.walletId), input.coinId);
  if (input.amount <= 0n) {
    env.dispatch(sellCryptoActions.providersLoaded([]));
    return;
  }
  env.dispatch(sellCryptoActions.setLoading(true));
  try {
    const q = await api.quote(coin.symbol.toLowerCase(), formatUnits(input.amount, coin.decimal), input.fiat);
    env.dispatch(sellCryptoActions.providersLoaded(q.cryptoProviders));
    if (q.cryptoProviders.length === 0)
      env.dispatch(sellCryptoActions.setError(q.unavailable[0]?.error ?? 'No provider buys this coin'));
  } catch (e) {
    env.dispatch(sellCryptoActions.setError(errorText(e)));
  }
}

/** The quote as the amount field calls it: only once the user has stopped typing for 800 ms. */
export function debouncedSellQuote(env: FlowEnv, api: SellClient): Debounced<[SellQuoteInput]> {
  return debounce((input: SellQuoteInput) => void fetchSellQuote(env, api, input), SELL_QUOTE_DEBOUNCE_MS);
}

export interface SellUrlInput extends SellQuoteInput {
  providerName: string;
  providerDisplayName: string;
}

/** The provider's signed sell page; its requestId and the chosen provider go into requestDetails. */
export async function openSellUrl(env: FlowEnv, api: SellClient, input: SellUrlInput): Promise<string> {
  const wallet = walletOf(env.getState(), input.walletId);
  const coin = coinOf(wallet, input.coinId);
  const { url, requestId } = await api.sellUrl({
    providerName: input.providerName,
    coin: coin.symbol.toLowerCase(),
    amount: formatUnits(input.amount, coin.decimal),
    fiat: input.fiat,
    refundAddress: coin.address,
  });
  env.dispatch(
    sellCryptoActions.setRequestDetails({
      requestId,
      providerName: input.providerName,
      providerDisplayName: input.providerDisplayName,
      selectedFromAsset: coin._id,
      selectedFromWallet: wallet.id,
    }),
  );
  return url;
}

/** Payment details of the sale in requestDetails, kept as transferDetails. */
export async function fetchPaymentDetails(
  env: FlowEnv,
  api: SellClient,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const r = env.getState().sellCrypto.requestDetails;
  if (!r) return { ok: false, error: 'No sale was started' };
  try {
    const d = await api.paymentDetails(r.requestId, r.providerName);
    env.dispatch(
      sellCryptoActions.setTransferDetails({
        depositAddress: d.depositAddress,
        depositAmount: d.amount,
        ...(d.memo ? { memo: d.memo } : {}),
      }),
    );
    return { ok: true };
  } catch (e) {
    env.dispatch(sellCryptoActions.setError(errorText(e)));
    return { ok: false, error: errorText(e) };
  }
}

/** Starts the transfer: the sold amount to the deposit address (and memo), its fee estimated. */
export async function startSellTransfer(env: FlowEnv): Promise<EstimateOutcome> {
  const s = env.getState().sellCrypto;
  if (!s.requestDetails || !s.transferDetails) return { ok: false, error: 'No payment details yet' };
  const coin = coinOf(
    walletOf(env.getState(), s.requestDetails.selectedFromWallet),
    s.requestDetails.selectedFromAsset,
  );
  const amount = parseUnits(s.transferDetails.depositAmount, coin.decimal);
  env.dispatch(
    transferActions.startTransfer({
      currentCoin: coin._id,
      amount: amount.toString(),
      toAddress: s.transferDetails.depositAddress,
    }),
  );
  return estimateTransferFee(env, {
    walletId: s.requestDetails.selectedFromWallet,
    ...(s.transferDetails.memo ? { memo: s.transferDetails.memo } : {}),
  });
}

/** Sends the sale's deposit through the one send pipeline. */
export function sendSale(env: FlowEnv): Promise<SendResult> {
  const s = env.getState().sellCrypto;
  return sendTransfer(env, {
    ...(s.requestDetails ? { walletId: s.requestDetails.selectedFromWallet } : {}),
    ...(s.transferDetails?.memo ? { memo: s.transferDetails.memo } : {}),
  });
}
