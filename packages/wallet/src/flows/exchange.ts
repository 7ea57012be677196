/**
 * The exchange flow (app-layer §4 Exchange, §5, §7): calculate (a fixed-rate quote for amountFrom
 * of selectedFromAsset into selectedToAsset, availableProviders kept in the exchange state), then
 * create the order (the spec's exact body; a quote past its validUntil is asked again first), set
 * the transfer to the deposit address and memo, and estimate the fee. The send itself is the one
 * pipeline with the 'Exchange' toasts (sendExchange): no success toast for exchanges.
 * The Custom option's address must be valid for the target chain or a resolvable name, otherwise
 * the toast 'Invalid custom address' and the error 'Invalid Custom Address' (rules/exchange.ts).
 */
import { formatUnits, parseUnits } from '@kestrel/chains';
import { customAddressError } from '../rules/exchange';
import { exchangeAssetOf, NO_EXCHANGE_FOR_CHAIN } from '../rules/exchangeNetworks';
import type { ExchangeClient, ProviderQuote } from '../services/exchange-client';
import { exchangeActions, EXCHANGE_RATE_TYPE } from '../store/slices/exchange';
import { transferActions } from '../store/slices/transfer';
import type { WalletCoin } from '../store/types';
import { estimateTransferFee } from './estimateTransferFee';
import type { FlowEnv } from './flowEnv';
import { sendTransfer } from './sendTransfer';
import type { SendResult } from './settleSent';
import { coinOf, errorText, walletOf } from './walletOf';

/** Spec §8 "Other toasts": the Custom option's refusal. */
export const INVALID_CUSTOM_ADDRESS_TOAST = 'Invalid custom address';

/** What the user exchanges into: a catalogue entry of the target chain (coin or token). */
export interface ExchangeTarget {
  chain_name: string;
  symbol: string;
  decimal: number;
  contractAddress?: string | null;
}

export interface CalculateExchangeInput {
  walletId?: string;
  fromCoinId: string;
  to: ExchangeTarget;
  /** In the from coin's smallest unit. */
  amountFrom: bigint;
}

export type ExchangeOutcome<T> = ({ ok: true } & T) | { ok: false; error: string };

function pairOf(from: WalletCoin, to: ExchangeTarget) {
  const a = exchangeAssetOf(from);
  const b = exchangeAssetOf(to);
  if (!a || !b) return null;
  return { coinFrom: a.ticker, networkFrom: a.network, coinTo: b.ticker, networkTo: b.network };
}

const now = (env: FlowEnv) => (env.now ?? Date.now)();

/** Quotes amountFrom at a fixed rate; availableProviders holds the providers that quote the pair. */
export async function calculateExchange(
  env: FlowEnv,
  api: ExchangeClient,
  input: CalculateExchangeInput,
): Promise<ExchangeOutcome<{ providers: ProviderQuote[] }>> {
  const wallet = walletOf(env.getState(), input.walletId);
  const from = coinOf(wallet, input.fromCoinId);
  const pair = pairOf(from, input.to);
  if (!pair) return { ok: false, error: NO_EXCHANGE_FOR_CHAIN };
  if (input.amountFrom <= 0n) return { ok: false, error: 'The amount must be above zero' };
  const amountFrom = formatUnits(input.amountFrom, from.decimal);
  env.dispatch(
    exchangeActions.setExchange({
      amountFrom,
      selectedFromAsset: from._id,
      selectedFromWallet: wallet.id,
      selectedToAsset: `${input.to.chain_name}:${input.to.symbol}`,
      selectedExchangeChain: input.to.chain_name,
    }),
  );
  try {
    const q = await api.quote(pair, amountFrom);
    const best = [...q.availableProviders].sort((x, y) => cmpDecimal(y.amountTo, x.amountTo))[0];
    env.dispatch(
      exchangeActions.setExchange({
        availableProviders: q.availableProviders,
        amountTo: best?.amountTo ?? '',
      }),
    );
    if (!best) return { ok: false, error: q.unavailable[0]?.error ?? 'No provider exchanges this pair' };
    return { ok: true, providers: q.availableProviders };
  } catch (e) {
    env.dispatch(exchangeActions.setExchange({ availableProviders: [], amountTo: '' }));
    return { ok: false, error: errorText(e) };
  }
}

/** Compares two plain decimals (for choosing the best amountTo). */
function cmpDecimal(a: string, b: string): number {
  const [ai = '0', af = ''] = a.split('.');
  const [bi = '0', bf = ''] = b.split('.');
  const w = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(w, '0'));
  const y = BigInt(bi + bf.padEnd(w, '0'));
  return x < y ? -1 : x > y ? 1 : 0;
}

export interface CreateExchangeInput extends CalculateExchangeInput {
  providerName: string;
  /** The wallet's own receiving address on the target chain (ignored with the Custom option). */
  withdrawalAddress?: string;
  /** The Custom option: send the exchanged coins here instead (an address or a name). */
  customAddress?: string;
  /** Resolves a name on chains with names (to its address), or null when it does not resolve. */
  resolveName?: (chainName: string, name: string) => Promise<string | null>;
  extraData?: string;
}

/**
 * Creates the order and prepares its deposit: the transfer is set to the deposit address (and
 * memo) for the order's amount, and its fee estimated. Nothing is sent yet.
 */
export async function createExchange(
  env: FlowEnv,
  api: ExchangeClient,
  input: CreateExchangeInput,
): Promise<
  ExchangeOutcome<{ depositAddress: string; memo: string | null; amount: bigint; amountTo: string }>
> {
  const wallet = walletOf(env.getState(), input.walletId);
  const from = coinOf(wallet, input.fromCoinId);
  const pair = pairOf(from, input.to);
  if (!pair) return { ok: false, error: NO_EXCHANGE_FOR_CHAIN };

  let withdrawalAddress = input.withdrawalAddress ?? '';
  let validName: string | null = null;
  if (input.customAddress !== undefined) {
    const custom = input.customAddress.trim();
    const resolved = await input.resolveName?.(input.to.chain_name, custom).catch(() => null);
    const error = await customAddressError(input.to.chain_name, resolved ?? custom, () => false);
    env.dispatch(exchangeActions.setExchange({ customOption: true, customAddress: custom }));
    if (error) {
      env.toast({ kind: 'error', title: INVALID_CUSTOM_ADDRESS_TOAST, text: error });
      return { ok: false, error };
    }
    withdrawalAddress = resolved ?? custom;
    validName = resolved ? custom : null;
  }
  if (!withdrawalAddress) return { ok: false, error: 'A receiving address is needed' };

  // A quote past its validity is asked again before the order (the API orders on a fresh rate too).
  const amountFrom = formatUnits(input.amountFrom, from.decimal);
  const held = (env.getState().exchange.availableProviders as ProviderQuote[]).find(
    (p) => p.providerName === input.providerName && p.amountFrom === amountFrom,
  );
  if (!held || Date.parse(held.validUntil) <= now(env)) {
    const again = await calculateExchange(env, api, input);
    if (!again.ok) return again;
    if (!again.providers.some((p) => p.providerName === input.providerName))
      return { ok: false, error: `${input.providerName} no longer quotes this pair` };
  }

  let created;
  try {
    created = await api.create({
      ...pair,
      fromChainName: from.chain_name,
      toChainName: input.to.chain_name,
      fromContractAddress: from.contractAddress ?? null,
      toContractAddress: input.to.contractAddress ?? null,
      amount: amountFrom,
      rateType: EXCHANGE_RATE_TYPE,
      withdrawalAddress,
      validName,
      refundAddress: from.address,
      extraData: input.extraData ?? null,
      providerName: input.providerName,
    });
  } catch (e) {
    return { ok: false, error: errorText(e) };
  }
  const amount = parseUnits(created.amount, from.decimal);
  if (amount !== input.amountFrom)
    return { ok: false, error: 'The provider changed the amount of the order' };
  env.dispatch(
    exchangeActions.setExchange({
      amountTo: created.amountTo,
      exchangeToAddress: withdrawalAddress,
      exchangeToName: validName ?? '',
    }),
  );
  env.dispatch(
    transferActions.startTransfer({
      currentCoin: from._id,
      amount: amount.toString(),
      toAddress: created.depositAddress,
    }),
  );
  const fee = await estimateTransferFee(env, {
    ...(input.walletId ? { walletId: input.walletId } : {}),
    ...(created.memo ? { memo: created.memo } : {}),
  });
  if (!fee.ok) return { ok: false, error: fee.error };
  return {
    ok: true,
    depositAddress: created.depositAddress,
    memo: created.memo,
    amount,
    amountTo: created.amountTo,
  };
}

/** Sends the prepared deposit through the one send pipeline with the 'Exchange' toasts. */
export function sendExchange(
  env: FlowEnv,
  o: { walletId?: string; memo?: string | null } = {},
): Promise<SendResult> {
  return sendTransfer(env, {
    isExchange: true,
    ...(o.walletId ? { walletId: o.walletId } : {}),
    ...(o.memo ? { memo: o.memo } : {}),
  });
}
