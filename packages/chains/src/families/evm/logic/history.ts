/** History from the chain's explorer (spec §7) in the spec's row shape, merged with stored pending entries. */
import { formatUnits } from 'viem';
import type { AssetRef, HistoryRow, Page, PendingEntry, TxStatus } from '../../../adapter-types';
import { firstAnswer } from '../../../net/pool';
import {
  blockscoutHistory,
  blockscoutV2History,
  etherscanHistory,
  oklinkHistory,
  victionHistory,
  type ExplorerHttp,
  type ExplorerQuery,
  type ExplorerTx,
} from '../network/index';
import { HISTORY_PAGE, type ExplorerRows } from '../network/explorer-types';
import { getTokenInfo } from './balance';
import type { EvmContext } from './context';
import { explorerKind } from './rules';
import { explorerRowStatus } from './status';

export function historyRow(ctx: EvmContext, tx: ExplorerTx, status: TxStatus): HistoryRow {
  return {
    amount: tx.value,
    link: `${tx.hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(tx.hash),
    status,
    date: new Date(tx.timestamp * 1000).toISOString(),
    from: tx.from,
    to: tx.to,
    totalCourse: '0$',
  };
}

const ETHERSCAN_V2_BASE = /\/v2\/api\/?$/;
/** Blockscout v2's next_page_params as query text: keys and values, nothing else. */
const KEYS = /^[\w.%=&:-]{1,500}$/;

function client(ctx: EvmContext) {
  switch (explorerKind(ctx.chain.chain_name)) {
    case 'blockscout':
      return blockscoutHistory;
    case 'viction':
      return victionHistory;
    case 'blockscout-v2':
      return blockscoutV2History;
    case 'oklink':
      return oklinkHistory;
    default:
      return etherscanHistory;
  }
}

/** Explorer rows for the address (newest first), trying each explorer API in order. */
export async function explorerTransactions(
  ctx: EvmContext,
  address: string,
  asset?: AssetRef,
  page?: number,
  after?: string,
): Promise<ExplorerRows> {
  if (ctx.explorers.length === 0) return [];
  const contract = asset?.kind === 'token' ? asset.contract : undefined;
  const kind = explorerKind(ctx.chain.chain_name);
  // Only OKLink answers in whole units; the others answer in the smallest unit already.
  const decimals =
    contract && kind === 'oklink' ? (await getTokenInfo(ctx, contract)).decimals : ctx.chain.decimals;
  const q: ExplorerQuery = {
    address,
    contract,
    chainId: ctx.chainId,
    decimals,
    ...(page ? { page } : {}),
    ...(after ? { after } : {}),
  };
  const h: ExplorerHttp = {
    fetch: ctx.fetch,
    timeoutMs: ctx.explorerTimeoutMs,
    apiKey: kind === 'oklink' ? ctx.config.apiKeys?.oklink : ctx.config.apiKeys?.etherscan,
  };
  const read = client(ctx);
  // An Etherscan V2 endpoint (…/v2/api, e.g. the devnet's explorer for every EVM chain) is read
  // as Etherscan V2 with the chain's id, whatever explorer the chain has on mainnet.
  return firstAnswer(`${ctx.chain.chain_name} history`, ctx.explorers, (base) =>
    (ETHERSCAN_V2_BASE.test(base) ? etherscanHistory : read)(base, q, h),
  );
}

/** Strips the pending data so every row has exactly the spec's shape. */
export function pendingRow(p: PendingEntry): HistoryRow {
  const { amount, link, url, status, date, from, to, totalCourse } = p;
  return { amount, link, url, status, date, from, to, totalCourse };
}

/**
 * Pending entries first (the newest actions), then the explorer's rows. An entry whose nonce the
 * history already shows (same sender) is gone from the list (spec §4).
 */
export function mergeHistory(ctx: EvmContext, txs: ExplorerTx[], pending: PendingEntry[]): HistoryRow[] {
  const seen = new Set(
    txs.filter((t) => t.nonce !== undefined).map((t) => `${t.from.toLowerCase()}:${t.nonce}`),
  );
  const hashes = new Set(txs.map((t) => t.hash.toLowerCase()));
  const open = pending.filter((p) => {
    const d = p.extraPendingTransactionData;
    return !seen.has(`${d.from.toLowerCase()}:${d.nonce}`) && !hashes.has(d.txHash.toLowerCase());
  });
  return [
    ...open.map(pendingRow),
    ...txs.map((t) => historyRow(ctx, t, explorerRowStatus(ctx.chain.chain_name, t))),
  ];
}

/**
 * Explorers that page by number (Etherscan V2 and Blockscout's /api `page`, OKLink `page`, Viction's
 * scan API by `offset`): the history cursor is the next page's number. Blockscout v2 pages by keys.
 */
function pagesByNumber(ctx: EvmContext): boolean {
  const kind = explorerKind(ctx.chain.chain_name);
  return (
    kind === 'etherscan' ||
    kind === 'blockscout' ||
    kind === 'oklink' ||
    kind === 'viction' ||
    ctx.explorers.every((b) => ETHERSCAN_V2_BASE.test(b))
  );
}

export async function getHistory(
  ctx: EvmContext,
  address: string,
  o: { asset?: AssetRef; cursor?: string; pending?: PendingEntry[] } = {},
): Promise<Page<HistoryRow>> {
  // A page number, or (Blockscout v2) `k:` and the explorer's next_page_params as query text.
  const keyed = o.cursor?.startsWith('k:') ? o.cursor.slice(2) : undefined;
  if (o.cursor !== undefined && !/^[1-9]\d{0,3}$/.test(o.cursor) && !(keyed && KEYS.test(keyed)))
    return { items: [], error: 'Invalid history cursor' };
  const page = o.cursor && !keyed ? Number(o.cursor) : 1;
  try {
    const txs = await explorerTransactions(ctx, address, o.asset, page, keyed);
    // Pending entries lead the first page only; later pages are the explorer's rows.
    const first = o.cursor === undefined;
    const items = first ? mergeHistory(ctx, txs, o.pending ?? []) : mergeHistory(ctx, txs, []);
    if (txs.next) return { items, cursor: `k:${txs.next}` };
    const more = txs.length >= HISTORY_PAGE && pagesByNumber(ctx);
    return { items, ...(more ? { cursor: String(page + 1) } : {}) };
  } catch (e) {
    // Spec §8: history reads fall back to an empty list; the error says why.
    return { items: (o.pending ?? []).map(pendingRow), error: e instanceof Error ? e.message : String(e) };
  }
}

/** Display helper for logs and the CLI: smallest unit to a decimal string. */
export function displayAmount(amount: string, decimals: number): string {
  return formatUnits(BigInt(amount), decimals);
}
