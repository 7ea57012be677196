/**
 * The send screen's door to the wallet flows (docs/wallet.md "Flows"): the coin to send, the
 * recipient check (address rules of @kestrel/chains, names through the chain adapter), fee
 * estimation with the transfer slice's max logic, fee choice, send and "add to batch". Amounts
 * are smallest-unit decimal text or bigint; the transfer slice holds the in-flight transfer.
 */
import { useEffect, useState } from 'react';
import type { NetworkName } from '@kestrel/chains';
import type { BatchItem, SendResult } from '@kestrel/wallet';
import { loadChains } from './chains';
import { currentNetwork, getFlowEnv, type FlowEnv } from './flows';
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

/** How a custom fee is typed on this chain: EVM gas price in gwei, Bitcoin family sat/vB. */
export type CustomFeeUnit = 'gwei' | 'sat/vB' | null;

export interface SendCoinView {
  _id: string;
  chain_name: string;
  chainLabel: string;
  family: string;
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
  customFee: CustomFeeUnit;
  /** EVM batch (EIP-7702) is offered for EVM chains. */
  canBatch: boolean;
}

function currentWallet(state: RootState) {
  return state.wallets.allWallets[state.wallets.currentWalletIndex];
}

function storedCoin(kit: TransferKit, coinId: string): StoredCoin | undefined {
  return currentWallet(kit.env.getState())?.coins.find((c) => c._id === coinId);
}

export function sendCoin(kit: TransferKit, coinId: string): SendCoinView | null {
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
    family: chain.family,
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
    customFee: chain.family === 'evm' ? 'gwei' : chain.family === 'utxo' ? 'sat/vB' : null,
    canBatch: chain.family === 'evm',
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

/** Outcome of an estimate; `sizeUnits` is the Bitcoin family's vsize (for custom fee rates). */
export type EstimateView = { ok: true; sizeUnits: string | null } | { ok: false; error: string };

/** Estimates run one at a time: each starts a new transfer in the one transfer slice. */
let estimating: Promise<unknown> = Promise.resolve();

export function estimateSend(kit: TransferKit, r: EstimateRequest): Promise<EstimateView> {
  const run = estimating.then(() => estimateNow(kit, r));
  estimating = run.catch(() => undefined);
  return run;
}

async function estimateNow(kit: TransferKit, r: EstimateRequest): Promise<EstimateView> {
  const { env, mod } = kit;
  env.dispatch(
    mod.transferActions.startTransfer({
      currentCoin: r.coinId,
      amount: r.amount.toString(),
      toAddress: r.toAddress,
      isSendFunds: !!r.isSendFunds,
    }),
  );
  const out = await mod.estimateTransferFee(env);
  if (!out.ok) return out;
  const vsize = out.estimate.details.vsize;
  return { ok: true, sizeUnits: vsize === undefined ? null : String(vsize) };
}

/**
 * A fee option or a custom price. EVM: the wallet's selectTransferGasPrice (gas limit × price
 * + L1 fee, then the max logic). Bitcoin family: the estimate has no gas limit, so the fee is
 * vsize × rate, through the same slice action and max logic.
 */
export async function chooseFee(
  kit: TransferKit,
  coin: SendCoinView,
  gasPrice: bigint,
  sizeUnits: string | null,
): Promise<void> {
  const { env, mod } = kit;
  const t = env.getState().transfer;
  if (t.estimateGas !== null || sizeUnits === null) {
    await mod.selectTransferGasPrice(env, gasPrice.toString());
    return;
  }
  const fee = BigInt(sizeUnits) * gasPrice;
  const fiat = coin.feeRate ? mod.fiatValue(fee.toString(), coin.feeDecimals, coin.feeRate) : null;
  env.dispatch(
    mod.transferActions.selectGasPrice({
      gasFee: gasPrice.toString(),
      transactionFee: fee.toString(),
      fiatEstimateFee: fiat,
      balance: storedCoin(kit, coin._id)?.totalBalance ?? '0',
      isToken: coin.isToken,
    }),
  );
}

/** Runs the wallet's send flow on the estimated transfer (it goes Home and shows the toasts). */
export function sendEstimated(kit: TransferKit): Promise<SendResult> {
  return kit.mod.sendTransfer(kit.env);
}

export type BatchAddOutcome = { ok: true } | { ok: false; title: string; message?: string };

/**
 * Appends the estimated transfer to the wallet's batch (the slice raises the pending amount
 * and refuses duplicates and the 980 limit with its toast texts), then saves the vault.
 * The id is the coin, receiver and amount, so the same send added twice is a duplicate.
 */
export async function addEstimatedToBatch(
  kit: TransferKit,
  coin: SendCoinView,
  save: () => Promise<void>,
): Promise<BatchAddOutcome> {
  const { env, mod } = kit;
  const state = env.getState();
  const t = state.transfer;
  const wallet = currentWallet(state);
  const c = storedCoin(kit, coin._id);
  if (!wallet || !c) return { ok: false, title: mod.MESSAGES.coinNotFound };
  const fiatAmount = coin.currencyRate ? mod.fiatValue(t.amount, coin.decimal, coin.currencyRate) : null;
  const item: BatchItem = {
    transactionId: `${c._id}:${t.toAddress.toLowerCase()}:${t.amount}`,
    transferData: { amount: t.amount, toAddress: t.toAddress, ...(fiatAmount ? { fiatAmount } : {}) },
    coinInfo: {
      _id: c._id,
      chain_name: c.chain_name,
      chain_display_name: coin.chainLabel,
      chain_symbol: c.chain_symbol,
      type: c.type,
      name: c.name,
      symbol: c.symbol,
      decimal: c.decimal,
      address: c.address,
      ...(c.contractAddress ? { contractAddress: c.contractAddress } : {}),
      ...(c.currencyRate ? { currencyRate: c.currencyRate } : {}),
      ...(c.totalBalance !== undefined ? { totalBalance: c.totalBalance } : {}),
    },
    chain_name: c.chain_name,
    wallet_id: wallet.id,
  };
  try {
    env.dispatch(mod.batchActions.addTransaction(item));
  } catch (e) {
    if (e instanceof mod.ToastError)
      return { ok: false, title: e.toast.title, ...(e.toast.message ? { message: e.toast.message } : {}) };
    return { ok: false, title: errorText(e) };
  }
  await save();
  return { ok: true };
}

export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
