/**
 * Balances, history and pending updates for the screens, through the wallet flows
 * (docs/wallet.md "Flows"). Each call takes the flow environment of the current network
 * (./flows). A refresh already running for the same scope is joined, not repeated. Nothing here
 * touches the auto-lock timer: background refreshes are not the person's activity.
 */
import type { HistoryRow, Page, PreparedTransfer } from '@kestrel/wallet';
import { getFlowEnv } from './flows';
import { loadWallet } from './wallet';

/** Home refreshes every 30 s while the app is in front (the transaction screens too). */
export const REFRESH_INTERVAL_MS = 30_000;

const running = new Map<string, Promise<void>>();

function once(key: string, task: () => Promise<void>): Promise<void> {
  let p = running.get(key);
  if (!p) {
    p = task().finally(() => running.delete(key));
    running.set(key, p);
  }
  return p;
}

/** Reads the balances of the current wallet's coins (all, or only `coinIds`). */
export function refreshBalances(coinIds?: readonly string[]): Promise<void> {
  return once(`balances:${coinIds?.join(',') ?? '*'}`, async () => {
    const [env, mod] = await Promise.all([getFlowEnv(), loadWallet()]);
    await mod.refreshBalances(env, coinIds ? { coinIds: [...coinIds] } : {});
  });
}

/**
 * Reads the balances again after something changed them (the faucet paid): a read of these coins
 * already running (theirs or every coin's) may have started before the change and would write the
 * old figures last, so it is waited for, not joined.
 */
export async function refreshBalancesAfterChange(coinIds: readonly string[]): Promise<void> {
  const scope = (key: string) => key.slice('balances:'.length).split(',');
  const covers = (key: string) => key === 'balances:*' || scope(key).some((id) => coinIds.includes(id));
  await Promise.all([...running].filter(([key]) => covers(key)).map(([, p]) => p.catch(() => undefined)));
  await refreshBalances(coinIds);
}

/**
 * After a change the chain has made (the faucet paid `coinId`), reads its balance until it differs
 * from `before`, at the given pauses: some adapters serve account reads from a short cache (Tron's
 * 10 s, spec §9), so the first read may still give the old figure.
 */
export async function readUntilChanged(
  coinId: string,
  before: string | undefined,
  pausesMs: readonly number[] = [0, 3_000, 8_000],
): Promise<void> {
  for (const pause of pausesMs) {
    if (pause) await new Promise((r) => setTimeout(r, pause));
    await refreshBalancesAfterChange([coinId]);
    const s = (await getFlowEnv()).getState();
    const coin = s.wallets.allWallets[s.wallets.currentWalletIndex]?.coins.find((c) => c._id === coinId);
    if (coin?.totalBalance !== before) return;
  }
}

/** The coin's history (20 rows, newest first) merged with its pending transactions. */
export async function loadHistory(coinId: string, cursor?: string): Promise<Page<HistoryRow>> {
  const [env, mod] = await Promise.all([getFlowEnv(), loadWallet()]);
  return mod.loadHistory(env, { coinId, ...(cursor ? { cursor } : {}) });
}

/**
 * The coin's sends still pending, as rows, straight from the wallet's store: shown at once,
 * before the chain's history answers (which may take seconds).
 */
export async function storedPendingRows(coinId: string): Promise<HistoryRow[]> {
  const [env, mod] = await Promise.all([getFlowEnv(), loadWallet()]);
  const s = env.getState();
  const coin = s.wallets.allWallets[s.wallets.currentWalletIndex]?.coins.find((c) => c._id === coinId);
  if (!coin) return [];
  const list =
    s.wallets.pendingTransactions[mod.pendingKey(coin.chain_name, coin.symbol, coin.address)] ?? [];
  return list.flatMap((p) => (p.entry ? [p.entry] : []));
}

export type PendingMode = 'speedUp' | 'cancel';

/**
 * Speeds up or cancels a pending transaction. Refusals ('Transaction is already succeed',
 * 'Transaction not found', 'Transaction is in queue, Please update first pending transactions.')
 * are shown by the flow as error toasts; the result says whether a replacement was sent.
 */
export async function updatePending(
  coinId: string,
  hash: string,
  mode: PendingMode,
  /** The replacement the person reviewed (previewPending): sent as is when it replaces `hash`. */
  prepared?: PreparedTransfer,
): Promise<{ sent: boolean; hash: string; error?: string }> {
  const [env, mod] = await Promise.all([getFlowEnv(), loadWallet()]);
  const r = await mod.updatePendingTransaction(env, {
    coinId,
    hash,
    mode,
    ...(prepared ? { prepared } : {}),
  });
  return { sent: r.hash !== '', hash: r.hash, ...(r.error ? { error: r.error } : {}) };
}

export interface PendingPreview {
  /** The replacement as the family prepared it (same nonce or inputs, the higher fee). */
  prepared: PreparedTransfer;
  /** The chain's native coin, which pays the fee. */
  feeSymbol: string;
  feeDecimals: number;
  /** The fee in the local currency (2 decimals), when a price is known. */
  fiatFee: string | null;
}

/**
 * The speed-up or cancel to review before it is sent (the wallet's previewPendingUpdate): the
 * family's replacement and its fee. Rejects with the adapter's refusal (already confirmed, not
 * found, a mode the chain lacks).
 */
export async function previewPending(
  coinId: string,
  hash: string,
  mode: PendingMode,
): Promise<PendingPreview> {
  const [env, mod] = await Promise.all([getFlowEnv(), loadWallet()]);
  const prepared = await mod.previewPendingUpdate(env, { coinId, hash, mode });
  const chain = mod.getChain(prepared.chain_name);
  const fiat = env.getState().transfer.updateTransaction.fiatEstimateFee;
  return {
    prepared,
    feeSymbol: chain.symbol,
    feeDecimals: chain.decimals,
    fiatFee: typeof fiat === 'string' && fiat !== '' ? fiat : null,
  };
}

/** The transaction hash at the end of an explorer link (…/tx/{hash}). */
export function hashOfRow(row: HistoryRow): string {
  const m = /\/tx\/([^/?#]+)/.exec(row.url);
  return m ? decodeURIComponent(m[1]!) : '';
}
