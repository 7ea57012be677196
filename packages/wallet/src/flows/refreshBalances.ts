/**
 * refreshBalances (spec §3 Wallet coin balances): every coin of a wallet read through its chain's
 * adapter in parallel. Amounts are stored as smallest-unit text with their state: a failed read
 * keeps the last amount marked stale, a coin never read is unavailable with no amount, never a
 * false '0'. Fiat values (2 decimals) are added when the price service knows the symbol. Where the
 * chain reads whole accounts (adapter.getAccountBalance, e.g. an HD Bitcoin wallet) the coin's
 * balance is its account's, read with the coin's signer; without one (vault locked) its address's.
 */
import type { Balance, ChainAdapter } from '@kestrel/chains';
import type { CoinUpdate } from '../store/slices/wallets';
import { walletsActions } from '../store/slices/wallets';
import type { WalletCoin } from '../store/types';
import { fiatValue } from './fiat';
import type { FlowEnv } from './flowEnv';
import type { CoinBalanceState } from '../store/types';
import { errorText, walletOf } from './walletOf';

export interface RefreshBalancesOptions {
  walletId?: string;
  /** Only these coins (default: every coin in the wallet). */
  coinIds?: string[];
}

export interface CoinBalanceResult {
  coinId: string;
  /** Smallest units as text; absent when unavailable. */
  totalBalance?: string;
  balanceState: CoinBalanceState;
  /** An account's confirmed and unconfirmed parts of totalBalance, when just read. */
  confirmed?: string;
  unconfirmed?: string;
}

type Reading = {
  amount?: bigint;
  state: CoinBalanceState;
  confirmed?: bigint;
  unconfirmed?: bigint;
  /** The decimals the adapter reads the amount with (a network may differ from its chain: Westend). */
  decimals?: number;
};

function matches(coin: WalletCoin, b: Balance): boolean {
  if (coin.type === 'token')
    return b.asset.kind === 'token' && b.asset.contract.toLowerCase() === coin.contractAddress?.toLowerCase();
  return b.asset.kind === 'native';
}

/** What to show for a coin given this read (or its failure) and what the store already knew. */
function readingFor(
  coin: WalletCoin,
  b: Balance | undefined,
  failure: string | undefined,
  now: () => number,
): Reading {
  const decimals = typeof b?.decimals === 'number' ? { decimals: b.decimals } : {};
  if (b?.state === 'fresh')
    return { amount: b.amount, state: { state: 'fresh', asOf: b.asOf ?? now() }, ...decimals };
  const error = b?.error ?? failure ?? 'No balance returned';
  if (b?.state === 'stale') return { amount: b.amount, state: stale(b.asOf, error), ...decimals };
  const known = coin.balanceState?.asOf !== undefined && coin.totalBalance !== undefined;
  if (known) return { amount: BigInt(coin.totalBalance!), state: stale(coin.balanceState!.asOf, error) };
  return { state: { state: 'unavailable', error } };
}

function stale(asOf: number | undefined, error: string): CoinBalanceState {
  return asOf === undefined ? { state: 'stale', error } : { state: 'stale', asOf, error };
}

/** The account's signer where the chain reads whole accounts; none when the vault cannot give one. */
async function accountSigner(env: FlowEnv, adapter: ChainAdapter, walletId: string, coins: WalletCoin[]) {
  const [coin] = coins;
  if (!adapter.getAccountBalance || coins.length !== 1 || coin!.type === 'token') return undefined;
  return env.signers(walletId, coin!).catch(() => undefined);
}

async function readGroup(
  env: FlowEnv,
  walletId: string,
  chain: string,
  address: string,
  coins: WalletCoin[],
) {
  const now = env.now ?? Date.now;
  const tokens = coins.filter((c) => c.type === 'token' && c.contractAddress).map((c) => c.contractAddress!);
  try {
    const adapter = await env.adapters(chain);
    // A wallet spending from many addresses of an account: the coin's balance is the account's.
    const signer = await accountSigner(env, adapter, walletId, coins);
    const b = signer ? await adapter.getAccountBalance!(signer) : null;
    if (b) {
      const r = readingFor(coins[0]!, b, undefined, now);
      const parts = b.state === 'fresh' && b.confirmed !== undefined && b.unconfirmed !== undefined;
      return [parts ? { ...r, confirmed: b.confirmed, unconfirmed: b.unconfirmed } : r];
    }
    const balances = await adapter.getBalances(address, tokens.length ? { tokens } : undefined);
    return coins.map((c) =>
      readingFor(
        c,
        balances.find((b) => matches(c, b)),
        undefined,
        now,
      ),
    );
  } catch (e) {
    return coins.map((c) => readingFor(c, undefined, errorText(e), now));
  }
}

async function ratesFor(env: FlowEnv, coins: WalletCoin[]): Promise<Record<string, string>> {
  if (!env.prices) return {};
  const symbols = [...new Set(coins.map((c) => c.symbol.toUpperCase()))];
  try {
    return await env.prices.getFiatRates(symbols, env.getState().settings.localCurrency);
  } catch {
    return {}; // No price: amounts are still shown, without fiat.
  }
}

export async function refreshBalances(
  env: FlowEnv,
  o: RefreshBalancesOptions = {},
): Promise<CoinBalanceResult[]> {
  const wallet = walletOf(env.getState(), o.walletId);
  const all = wallet.coins.filter((c) => c.isInWallet !== false && (!o.coinIds || o.coinIds.includes(c._id)));
  // A key bound to another network has no address here: nothing is read, the reason is shown.
  const skipped = all.filter((c) => c.networkMismatch);
  const coins = all.filter((c) => !c.networkMismatch);
  // One read per chain and address: the native coin and its tokens together.
  const groups = new Map<string, WalletCoin[]>();
  for (const c of coins) {
    const k = `${c.chain_name}\n${c.address}`;
    groups.set(k, [...(groups.get(k) ?? []), c]);
  }
  const [readings, rates] = await Promise.all([
    Promise.all(
      [...groups.values()].map((g) => readGroup(env, wallet.id, g[0]!.chain_name, g[0]!.address, g)),
    ),
    ratesFor(env, coins),
  ]);
  const ordered = [...groups.values()].flat();
  const results: CoinBalanceResult[] = [];
  const updates = readings.flat().map((r, i) => {
    const coin = ordered[i]!;
    const changes: CoinUpdate = { balanceState: r.state };
    const result: CoinBalanceResult = {
      coinId: coin._id,
      balanceState: r.state,
      ...(r.confirmed !== undefined ? { confirmed: r.confirmed.toString() } : {}),
      ...(r.unconfirmed !== undefined ? { unconfirmed: r.unconfirmed.toString() } : {}),
    };
    // A native coin shows its amounts with the decimals of the network read (Westend's WND: 12).
    const decimal = coin.type !== 'token' && r.decimals !== undefined ? r.decimals : coin.decimal;
    if (decimal !== coin.decimal) changes.decimal = decimal;
    if (r.amount !== undefined) {
      const amount = r.amount.toString();
      changes.totalBalance = amount;
      changes.totalAmount = amount;
      result.totalBalance = amount;
      if (r.confirmed !== undefined && r.unconfirmed !== undefined) {
        changes.confirmedBalance = r.confirmed.toString();
        changes.unconfirmedBalance = r.unconfirmed.toString();
      }
      const rate = rates[coin.symbol.toUpperCase()];
      const fiat = rate ? fiatValue(amount, decimal, rate) : null;
      if (rate && fiat !== null) {
        changes.currencyRate = rate;
        changes.totalBalanceCourse = fiat;
        changes.totalCourse = fiat;
      }
    }
    results.push(result);
    return { coinId: coin._id, changes };
  });
  for (const c of skipped) {
    const balanceState: CoinBalanceState = { state: 'unavailable', error: c.networkMismatch! };
    results.push({ coinId: c._id, balanceState });
    updates.push({ coinId: c._id, changes: { balanceState } });
  }
  env.dispatch(walletsActions.updateWalletCoins({ walletId: wallet.id, updates }));
  return results;
}
