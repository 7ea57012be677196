/**
 * The send screen's door to the wallet flows (docs/wallet.md "Flows"): the coin to send, the
 * recipient check (the wallet's address rules, names through the chain adapter), fee estimation
 * (the family prepares the transfer to review: amount after the max rule, fee, options), fee
 * choice (the family reprices it) and the send of exactly the reviewed transfer. Amounts are
 * smallest-unit decimal text or bigint; the transfer slice holds the in-flight transfer.
 */
import { useEffect, useState } from 'react';
import type { NetworkName, PreparedTransfer, SendResult } from '@kestrel/wallet';
import { loadChains } from './chains';
import { currentNetwork, getFlowEnv, type FlowEnv } from './flows';
import type { PresentationHints } from './presentation';
import { loadWallet, type WalletModule } from './wallet';

type ChainsModule = Awaited<ReturnType<typeof loadChains>>;
type RootState = ReturnType<FlowEnv['getState']>;
type StoredCoin = RootState['wallets']['allWallets'][number]['coins'][number];

export interface TransferKit {
  env: FlowEnv;
  mod: WalletModule;
  chains: ChainsModule;
  network: NetworkName;
}

export async function loadTransferKit(): Promise<TransferKit> {
  const [env, mod, chains] = await Promise.all([getFlowEnv(), loadWallet(), loadChains()]);
  return { env, mod, chains, network: currentNetwork() };
}

/** The flows, once loaded (null while loading); `error` when they could not be (e.g. locked). */
export function useTransferKit(): { kit: TransferKit | null; error: string | null } {
  const [state, setState] = useState<{ kit: TransferKit | null; error: string | null }>({
    kit: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    loadTransferKit().then(
      (kit) => live && setState({ kit, error: null }),
      (e: unknown) => live && setState({ kit: null, error: e instanceof Error ? e.message : String(e) }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}

export interface SendCoinView {
  _id: string;
  chain_name: string;
  chainLabel: string;
  symbol: string;
  name: string;
  decimal: number;
  isToken: boolean;
  address: string;
  totalBalance?: string;
  currencyRate?: string;
  /** The chain's native coin, which pays the fee. */
  feeSymbol: string;
  feeDecimals: number;
  feeRate?: string;
  /** The family's custom fee unit and decimals, and whether it batches. */
  hints: PresentationHints;
}

function currentWallet(state: RootState) {
  return state.wallets.allWallets[state.wallets.currentWalletIndex];
}

export function storedCoin(kit: TransferKit, coinId: string): StoredCoin | undefined {
  return currentWallet(kit.env.getState())?.coins.find((c) => c._id === coinId);
}

/** The send view of a wallet coin, given its family's presentation hints. */
export function sendCoin(kit: TransferKit, coinId: string, hints: PresentationHints): SendCoinView | null {
  const state = kit.env.getState();
  const wallet = currentWallet(state);
  const c = wallet?.coins.find((x) => x._id === coinId);
  if (!wallet || !c || !kit.chains.isChainName(c.chain_name)) return null;
  const chain = kit.chains.getChain(c.chain_name);
  const native = wallet.coins.find((x) => x.chain_name === c.chain_name && x.type !== 'token');
  const isToken = c.type === 'token';
  return {
    _id: c._id,
    chain_name: c.chain_name,
    chainLabel: chain.name,
    symbol: c.symbol,
    name: c.name,
    decimal: c.decimal,
    isToken,
    address: c.address,
    ...(c.totalBalance !== undefined && c.balanceState?.state !== 'unavailable'
      ? { totalBalance: c.totalBalance }
      : {}),
    ...(c.currencyRate ? { currencyRate: c.currencyRate } : {}),
    feeSymbol: chain.symbol,
    feeDecimals: chain.decimals,
    ...(native?.currencyRate ? { feeRate: native.currencyRate } : {}),
    hints,
  };
}

export type RecipientCheck =
  | { state: 'empty' }
  | { state: 'valid'; address: string }
  | { state: 'resolved'; name: string; address: string }
  | { state: 'notFound'; name: string }
  | { state: 'invalid'; reason: string };

/** Looks like a name (ENS "vitalik.eth", BNB "name.bnb"), not an address. */
const NAME = /^[^\s.]+(\.[^\s.]+)+$/;

/** Address rules of the coin's chain and network; names resolved where the chain has them. */
export async function checkRecipient(
  kit: TransferKit,
  chain_name: string,
  text: string,
): Promise<RecipientCheck> {
  const t = text.trim();
  if (!t) return { state: 'empty' };
  const check = kit.chains.validateAddress(chain_name, t, kit.network);
  if (check.valid) return { state: 'valid', address: check.normalized };
  if (NAME.test(t)) {
    const adapter = await kit.env.adapters(chain_name).catch(() => null);
    if (adapter?.capabilities.nameResolution && adapter.resolveName) {
      try {
        const address = await adapter.resolveName(t);
        if (!address) return { state: 'notFound', name: t };
        const again = kit.chains.validateAddress(chain_name, address, kit.network);
        return again.valid
          ? { state: 'resolved', name: t, address: again.normalized }
          : { state: 'invalid', reason: again.reason };
      } catch (e) {
        return { state: 'invalid', reason: `The name could not be resolved: ${errorText(e)}` };
      }
    }
  }
  return { state: 'invalid', reason: check.reason };
}

export interface FeeOptionView {
  title: string;
  /** Per fee unit (wei per gas, sat per vbyte) as text. */
  gasPrice: string;
}

/** The transfer slice, as the send form reads it. */
export interface TransferView {
  currentCoin: string | null;
  initialAmount: string;
  isLoading: boolean;
  success: boolean | null;
  isSubmitting: boolean;
  amount: string;
  toAddress: string;
  isMax: boolean;
  transactionFee: string | null;
  fiatEstimateFee: string | null;
  gasFee: string | null;
  estimateGas: string | null;
  feesOptions: FeeOptionView[];
  customError: string | null;
}

export function readTransfer(kit: TransferKit): TransferView {
  const t = kit.env.getState().transfer;
  return {
    currentCoin: t.currentCoin,
    initialAmount: t.initialAmount,
    isLoading: t.isLoading,
    success: t.success,
    isSubmitting: t.isSubmitting,
    amount: t.amount,
    toAddress: t.toAddress,
    isMax: t.isMax,
    transactionFee: t.transactionFee,
    fiatEstimateFee: t.fiatEstimateFee,
    gasFee: t.gasFee,
    estimateGas: t.estimateGas,
    feesOptions: Array.isArray(t.feesOptions) ? (t.feesOptions as FeeOptionView[]) : [],
    customError: t.customError,
  };
}

export interface EstimateRequest {
  coinId: string;
  toAddress: string;
  /** Smallest units. */
  amount: bigint;
  /** Max: send-funds mode, so the slice sets amount = balance − fee and isMax. */
  isSendFunds?: boolean;
}

/** Outcome of an estimate: the prepared transfer the review shows and the send signs. */
export type EstimateView = { ok: true; prepared: PreparedTransfer } | { ok: false; error: string };

/**
 * Estimates and fee choices run one at a time: each estimate starts a new transfer in the one
 * transfer slice, and a fee choice reprices the latest one.
 */
let queue: Promise<unknown> = Promise.resolve();

function queued<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.catch(() => undefined);
  return run;
}

export function estimateSend(kit: TransferKit, r: EstimateRequest): Promise<EstimateView> {
  return queued(async () => {
    const { env, mod } = kit;
    env.dispatch(
      mod.transferActions.startTransfer({
        currentCoin: r.coinId,
        amount: r.amount.toString(),
        toAddress: r.toAddress,
        isSendFunds: !!r.isSendFunds,
      }),
    );
    return mod.estimateTransferFee(env);
  });
}

/**
 * A fee option or a custom price (smallest unit per fee unit): the family reprices the transfer
 * under review (fee, then the max rule) through the wallet's selectTransferGasPrice.
 */
export function chooseFee(kit: TransferKit, price: bigint): Promise<PreparedTransfer> {
  return queued(() => kit.mod.selectTransferGasPrice(kit.env, price.toString()));
}

/**
 * The fee of each option, as the family reprices the transfer at that price (a preview: the
 * transfer under review is not changed). An option the family cannot price is left out.
 */
export async function optionFees(kit: TransferKit, prepared: PreparedTransfer): Promise<Map<string, bigint>> {
  const adapter = await kit.env.adapters(prepared.chain_name);
  const out = new Map<string, bigint>();
  await Promise.all(
    prepared.options.map(async (o) => {
      const fee =
        o.price === prepared.price
          ? prepared.fee
          : await adapter.repriceTransfer(prepared, o.price).then(
              (p) => p.fee,
              () => null,
            );
      if (fee !== null) out.set(o.title, fee);
    }),
  );
  return out;
}

/** Why a send did not start: the transfer under review is no longer the one the wallet holds. */
export const REVIEW_CHANGED = 'The transfer changed since the review: review it again';

/**
 * Runs the wallet's send flow on exactly the reviewed transfer (it goes Home and shows the
 * toasts). Refused, with nothing signed, when the wallet's draft is no longer that transfer.
 */
export async function sendReviewed(kit: TransferKit, reviewed: PreparedTransfer): Promise<SendResult> {
  const { env, mod } = kit;
  const t = env.getState().transfer;
  const coin = t.currentCoin ? storedCoin(kit, t.currentCoin) : undefined;
  const kind = coin ? mod.defaultKind(coin, t.selectedNFT) : null;
  const draft =
    coin && kind
      ? mod.matchingDraft(env, coin._id, kind, reviewed.intent.to, reviewed.requestedAmount)
      : null;
  if (draft !== reviewed) return { status: 1, hash: '', error: REVIEW_CHANGED };
  return mod.sendTransfer(env, {
    toAddress: reviewed.intent.to,
    amount: reviewed.requestedAmount.toString(),
  });
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
