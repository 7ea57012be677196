/**
 * Exchange and sell crypto for the screens (docs/wallet.md "Exchange", "Sell crypto"): the
 * wallet's flows over the product API's /exchange and /sell routes (at /api). Exchange: quote,
 * order (Custom address rule, expired quote refreshed), the deposit's fee, then the send with the
 * 'Exchange' toasts. Sell: the debounced quote, the provider's page, the payment details, the
 * deposit's fee, then the send. Amounts are bigint in the smallest unit.
 */
import type { CryptoProvider, ExchangeProviderQuote, ExchangeTarget, SellCryptoState } from '@kestrel/wallet';
import { getFlowEnv } from './flows';
import { API_PATH } from './network';
import { onOrigin } from './platform';
import { loadWallet } from './wallet';

export type { CryptoProvider, ExchangeProviderQuote, ExchangeTarget };

/**
 * What the Exchange screen offers to receive (catalogue entries of other chains; contract
 * addresses are the tokens' published ones). Our list: the spec leaves the choice open.
 */
export const EXCHANGE_TARGETS: readonly (ExchangeTarget & { label: string })[] = [
  {
    label: 'USDT (Tron)',
    chain_name: 'tron',
    symbol: 'USDT',
    decimal: 6,
    contractAddress: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  },
  {
    label: 'USDC (Solana)',
    chain_name: 'solana',
    symbol: 'USDC',
    decimal: 6,
    contractAddress: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
  },
  { label: 'BTC (Bitcoin)', chain_name: 'bitcoin', symbol: 'BTC', decimal: 8, contractAddress: null },
  { label: 'TRX (Tron)', chain_name: 'tron', symbol: 'TRX', decimal: 6, contractAddress: null },
  { label: 'SOL (Solana)', chain_name: 'solana', symbol: 'SOL', decimal: 9, contractAddress: null },
];

async function clients() {
  const [mod, env] = await Promise.all([loadWallet(), getFlowEnv()]);
  const http = mod.createHttpClient({ baseUrl: onOrigin(API_PATH) });
  return { mod, env, exchange: mod.createExchangeClient(http), sell: mod.createSellClient(http) };
}

export async function parseAmount(text: string, decimals: number): Promise<bigint | null> {
  const mod = await loadWallet();
  try {
    const v = mod.parseUnits(text.trim(), decimals);
    return v > 0n ? v : null;
  } catch {
    return null;
  }
}

export async function quoteExchange(fromCoinId: string, to: ExchangeTarget, amountFrom: bigint) {
  const { env, exchange, mod } = await clients();
  const r = await mod.calculateExchange(env, exchange, { fromCoinId, to, amountFrom });
  return r.ok ? { ok: true as const, providers: r.providers } : r;
}

export interface ExchangeReview {
  ok: true;
  depositAddress: string;
  memo: string | null;
  amountTo: string;
  fee: string;
}

/** Creates the order and estimates its deposit; nothing is sent yet. */
export async function orderExchange(o: {
  fromCoinId: string;
  to: ExchangeTarget;
  amountFrom: bigint;
  providerName: string;
  customAddress: string;
}): Promise<ExchangeReview | { ok: false; error: string }> {
  const { env, exchange, mod } = await clients();
  const r = await mod.createExchange(env, exchange, o);
  if (!r.ok) return r;
  const t = env.getState().transfer;
  const coin = env
    .getState()
    .wallets.allWallets.flatMap((w) => w.coins)
    .find((c) => c._id === o.fromCoinId);
  const chain = mod.getChain(coin?.chain_name ?? 'ethereum');
  const fee = t.transactionFee
    ? `${mod.formatUnits(BigInt(t.transactionFee), chain.decimals)} ${chain.symbol}`
    : '—';
  return { ok: true, depositAddress: r.depositAddress, memo: r.memo, amountTo: r.amountTo, fee };
}

export async function confirmExchange(memo: string | null): Promise<void> {
  const { env, mod } = await clients();
  await mod.sendExchange(env, { memo });
}

export type SellCryptoView = SellCryptoState;

/**
 * The amount field's quote: fetchSellQuote 800 ms after the last keystroke (spec §9), then
 * `onState` with the sell-crypto state (providers, loading, error).
 */
export async function sellQuoter(onState: (s: SellCryptoView) => void) {
  const { env, sell, mod } = await clients();
  return mod.debounce(
    (input: { coinId: string; amount: bigint; fiat: string }) =>
      void mod.fetchSellQuote(env, sell, input).then(() => onState(env.getState().sellCrypto)),
    mod.SELL_QUOTE_DEBOUNCE_MS,
  );
}

export async function openSale(o: {
  coinId: string;
  amount: bigint;
  fiat: string;
  providerName: string;
  providerDisplayName: string;
}): Promise<string> {
  const { env, sell, mod } = await clients();
  return mod.openSellUrl(env, sell, o);
}

/** Payment details of the opened sale and its deposit's fee estimated. */
export async function reviewSale(): Promise<
  | { ok: true; depositAddress: string; amount: string; memo: string | null; fee: string }
  | { ok: false; error: string }
> {
  const { env, sell, mod } = await clients();
  const d = await mod.fetchPaymentDetails(env, sell);
  if (!d.ok) return d;
  const est = await mod.startSellTransfer(env);
  if (!est.ok) return est;
  const s = env.getState().sellCrypto;
  const coin = env
    .getState()
    .wallets.allWallets.flatMap((w) => w.coins)
    .find((c) => c._id === s.requestDetails?.selectedFromAsset);
  const chain = mod.getChain(coin?.chain_name ?? 'ethereum');
  return {
    ok: true,
    depositAddress: s.transferDetails!.depositAddress,
    amount: `${s.transferDetails!.depositAmount} ${coin?.symbol ?? ''}`.trim(),
    memo: s.transferDetails!.memo ?? null,
    fee: `${mod.formatUnits(est.prepared.fee, chain.decimals)} ${chain.symbol}`,
  };
}

export async function confirmSale(): Promise<void> {
  const { env, mod } = await clients();
  await mod.sendSale(env);
}
