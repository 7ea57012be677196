/**
 * Account-level reads of an HD wallet (what Electrum and Sparrow show): the balance is the sum
 * over every used address, confirmed and unconfirmed apart; Receive offers the first unused
 * receive address; history merges the transactions of all used addresses (a move between two
 * own addresses is one row).
 */
import type { AccountAddresses, AccountBalance, HistoryRow, Page } from '../../../adapter-types';
import { BalanceBook } from '../../../net/balances';
import type { ProviderTx } from '../network/index';
import type { UtxoContext } from './context';
import { discoverAccount, nextAddress, type AccountScan } from './discovery';
import { historyRow } from './history';
import { HISTORY_PAGE } from './rules';
import type { UtxoWalletSigner } from './signer-shape';

const sum = (xs: bigint[]) => xs.reduce((s, x) => s + x, 0n);

export async function getAccountBalance(ctx: UtxoContext, signer: UtxoWalletSigner): Promise<AccountBalance> {
  let scan: AccountScan | undefined;
  const key = BalanceBook.key(
    `${ctx.chain.chain_name}:${ctx.network}`,
    `account:${signer.accountId ?? signer.keys[0]!.address}`,
  );
  const reading = await ctx.balances.read(key, async () => {
    scan = await discoverAccount(ctx, signer);
    const total = sum(scan.used.map((a) => a.confirmed + a.unconfirmed));
    return total < 0n ? 0n : total;
  });
  const parts = scan && {
    confirmed: sum(scan.used.map((a) => a.confirmed)),
    unconfirmed: sum(scan.used.map((a) => a.unconfirmed)),
  };
  return {
    asset: { kind: 'native' },
    symbol: ctx.chain.symbol,
    decimals: ctx.chain.decimals,
    ...reading,
    ...(reading.state === 'fresh' && parts ? parts : {}),
  };
}

export async function accountAddresses(
  ctx: UtxoContext,
  signer: UtxoWalletSigner,
): Promise<AccountAddresses> {
  const scan = await discoverAccount(ctx, signer);
  const receive = nextAddress(signer, scan, 0);
  return {
    receive: { address: receive.address, ...(receive.derivePath ? { derivePath: receive.derivePath } : {}) },
    used: scan.used.map((a) => ({
      address: a.address,
      ...(a.derivePath ? { derivePath: a.derivePath } : {}),
      change: a.branch === 1 && signer.derive !== undefined,
    })),
  };
}

/** Newest first; transactions still in the mempool (no time yet) on top. */
const newestFirst = (a: ProviderTx, b: ProviderTx) =>
  (b.time ?? Number.MAX_SAFE_INTEGER) - (a.time ?? Number.MAX_SAFE_INTEGER);

export async function getAccountHistory(
  ctx: UtxoContext,
  signer: UtxoWalletSigner,
): Promise<Page<HistoryRow>> {
  try {
    const scan = await discoverAccount(ctx, signer);
    const lists = await Promise.all(
      scan.used.map((a) =>
        ctx.providers.read(`history of ${a.address}`, (p) => p.transactions(a.address, HISTORY_PAGE)),
      ),
    );
    const byId = new Map<string, ProviderTx>();
    for (const t of lists.flat()) if (!byId.has(t.txid)) byId.set(t.txid, t);
    const own = new Set(scan.used.map((a) => a.address));
    const change = new Set(signer.derive ? scan.change.used.map((a) => a.address) : []);
    const rows = [...byId.values()]
      .sort(newestFirst)
      .slice(0, HISTORY_PAGE)
      .map((t) => historyRow(ctx, { own, change }, t));
    return { items: rows };
  } catch (e) {
    // Spec §8: the list falls back to empty; the error says it is a failed read, not no history.
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
