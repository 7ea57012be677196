/**
 * loadHistory (spec §3 history, §4 pending lifecycle): the adapter's history of a coin merged
 * with the stored pending transactions. Where the adapter re-checks pending entries (account-nonce
 * chains), mined ones (a receipt, or a nonce the history shows) are dropped from the store, the
 * lowest open nonce per sender is PENDING and the others QUEUE. Provider failures give the pending rows
 * only (spec §8: history falls back to an empty list) with `error` set. Where the adapter does
 * not merge pending entries itself, the stored entries the history does not list yet lead the
 * first page, so a send shows as pending at once on every chain.
 */
import type { AssetRef, ChainAdapter, HistoryRow, Page, PendingEntry } from '@kestrel/chains';
import { walletsActions } from '../store/slices/wallets';
import type { PendingTransaction, WalletCoin } from '../store/types';
import type { FlowEnv } from './flowEnv';
import { sameHash, setPending, storedPending } from './pendingStore';
import { OTHER_TOASTS } from './toasts';
import { coinOf, errorText, walletOf } from './walletOf';

export interface LoadHistoryOptions {
  coinId: string;
  walletId?: string;
  cursor?: string;
}

const OPEN = new Set(['PENDING', 'QUEUE']);

function assetOf(coin: WalletCoin): AssetRef | undefined {
  return coin.type === 'token' && coin.contractAddress
    ? { kind: 'token', contract: coin.contractAddress }
    : undefined;
}

/** The coin's signer where the adapter reads whole accounts; none when the vault cannot give one. */
async function accountSigner(env: FlowEnv, adapter: ChainAdapter, walletId: string, coin: WalletCoin) {
  if (!adapter.getAccountHistory) return undefined;
  return env.signers(walletId, coin).catch(() => undefined);
}

/** A history row that is this stored entry's pending row (same explorer link, date and open status). */
const isRowOf = (r: HistoryRow, e: PendingEntry) =>
  r.url === e.url && r.date === e.date && OPEN.has(r.status);

async function refreshedHistory(
  env: FlowEnv,
  adapter: ChainAdapter,
  coin: WalletCoin,
  stored: PendingTransaction[],
  cursor: string | undefined,
): Promise<{ page: Page<HistoryRow>; kept: PendingTransaction[] }> {
  const entries = stored.flatMap((p) => (p.entry ? [p.entry] : []));
  let refreshed = entries;
  try {
    if (entries.length && adapter.refreshPending) refreshed = await adapter.refreshPending(entries);
  } catch (e) {
    env.toast({ kind: 'error', title: OTHER_TOASTS.error, text: errorText(e) });
  }
  const asset = assetOf(coin);
  const page = await adapter.getHistory(coin.address, {
    ...(asset ? { asset } : {}),
    ...(cursor ? { cursor } : {}),
    pending: refreshed,
  });
  const open = page.error ? refreshed : refreshed.filter((e) => page.items.some((r) => isRowOf(r, e)));
  const kept = stored.flatMap((p): PendingTransaction[] => {
    if (!p.entry)
      return page.items.some((r) => r.url.toLowerCase().includes(p.hash.toLowerCase())) ? [] : [p];
    const now = open.find((e) => sameHash(e.extraPendingTransactionData.txHash, p.hash));
    return now ? [{ ...p, entry: now }] : [];
  });
  return { page, kept };
}

/** The stored entries' own rows (the adapter's pending entry for each send still open). */
function pendingRows(kept: PendingTransaction[]): HistoryRow[] {
  return kept.flatMap((p) => (p.entry ? [p.entry] : []));
}

export async function loadHistory(env: FlowEnv, o: LoadHistoryOptions): Promise<Page<HistoryRow>> {
  const wallet = walletOf(env.getState(), o.walletId);
  const coin = coinOf(wallet, o.coinId);
  const stored = storedPending(env, coin);
  let page: Page<HistoryRow>;
  let kept = stored;
  try {
    const adapter = await env.adapters(coin.chain_name);
    // A further page (cursor) is the explorer's older rows: stored pending entries stay as they are.
    if (adapter.refreshPending && !o.cursor)
      ({ page, kept } = await refreshedHistory(env, adapter, coin, stored, o.cursor));
    else {
      const asset = assetOf(coin);
      // A chain that reads whole accounts lists every address of the coin's account.
      const signer = !asset && !o.cursor ? await accountSigner(env, adapter, wallet.id, coin) : undefined;
      page =
        (signer ? await adapter.getAccountHistory!(signer) : null) ??
        (await adapter.getHistory(coin.address, {
          ...(asset ? { asset } : {}),
          ...(o.cursor ? { cursor: o.cursor } : {}),
        }));
      // Hash-only entries: gone once the history lists the transaction.
      if (!page.error)
        kept = stored.filter(
          (p) => !page.items.some((r) => r.url.toLowerCase().includes(p.hash.toLowerCase())),
        );
      // Every send shows as pending at once: entries the history does not list yet lead the page.
      if (!o.cursor) page = { ...page, items: [...pendingRows(kept), ...page.items] };
    }
  } catch (e) {
    page = { items: o.cursor ? [] : pendingRows(kept), error: errorText(e) };
  }
  if (kept.length !== stored.length || kept.some((p, i) => p !== stored[i])) setPending(env, coin, kept);
  const previous = o.cursor ? ((coin.transactions ?? []) as HistoryRow[]) : [];
  env.dispatch(
    walletsActions.updateWalletCoins({
      walletId: wallet.id,
      updates: [{ coinId: coin._id, changes: { transactions: [...previous, ...page.items] } }],
    }),
  );
  return page;
}
