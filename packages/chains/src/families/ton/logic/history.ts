/**
 * History (spec §3, §9: 20 a page). The coin's rows come from the RPC's getTransactions, a jetton's
 * from the indexer's /api/v3/jetton/transfers (address and jetton_master). Stored pending entries
 * lead the page while their seqno is open. A failed read gives the pending rows only, with the
 * error (spec §8 fallback).
 */
import { Address } from '@ton/core';
import type { AssetRef, HistoryRow, Page, PendingEntry } from '../../../adapter-types';
import { redactUrl } from '../../../net/errors';
import { rawTransactions } from '../network/index';
import { formatTonAddress, validateTonAddress } from './address';
import type { TonContext } from './context';
import { HISTORY_PAGE } from './rules';
import { coinRow, jettonRow, pendingRow } from './rows';
import { readTransaction } from './transaction';

async function coinPage(ctx: TonContext, wallet: Address, cursor?: string): Promise<Page<HistoryRow>> {
  const [lt, hash] = cursor?.split(':') ?? [];
  const from = lt && hash ? { lt, hash: Buffer.from(hash, 'hex').toString('base64') } : {};
  const limit = from.lt ? HISTORY_PAGE + 1 : HISTORY_PAGE;
  const txs = await ctx.providers.read(`history of ${wallet.toString()}`, async (p) => {
    const raw = await p.call(
      'getTransactions',
      { address: wallet.toString(), limit, archival: true, ...from },
      rawTransactions,
    );
    return raw.map((t) => readTransaction(redactUrl(p.endpoint), t));
  });
  // A page that starts at the cursor repeats the cursor's transaction.
  const page = (from.lt ? txs.filter((t) => t.hash !== cursor?.split(':')[1]) : txs).slice(0, HISTORY_PAGE);
  const last = page[page.length - 1];
  return {
    items: page.map((t) => coinRow(ctx, wallet, t)),
    ...(page.length === HISTORY_PAGE && last ? { cursor: `${last.lt}:${last.hash}` } : {}),
  };
}

async function jettonPage(
  ctx: TonContext,
  owner: Address,
  master: string,
  cursor?: string,
): Promise<Page<HistoryRow>> {
  const check = validateTonAddress(master, ctx.network);
  if (!check.valid) throw new Error(`Invalid jetton master: ${check.reason}`);
  const offset = cursor && /^\d+$/.test(cursor) ? Number(cursor) : 0;
  const transfers = await ctx.providers.index('jetton history', (p) =>
    p.jettonTransfers({
      address: formatTonAddress(owner, ctx.network),
      jettonMaster: check.normalized,
      limit: HISTORY_PAGE,
      offset,
    }),
  );
  return {
    items: transfers.slice(0, HISTORY_PAGE).map((t) => jettonRow(ctx, t)),
    ...(transfers.length >= HISTORY_PAGE ? { cursor: String(offset + HISTORY_PAGE) } : {}),
  };
}

export async function getHistory(
  ctx: TonContext,
  address: string,
  o: { asset?: AssetRef; cursor?: string; pending?: PendingEntry[] } = {},
): Promise<Page<HistoryRow>> {
  const check = validateTonAddress(address, ctx.network);
  if (!check.valid) return { items: [], error: `Invalid address: ${check.reason}` };
  const wallet = Address.parse(check.normalized);
  const pending = o.cursor ? [] : (o.pending ?? []).map(pendingRow);
  try {
    const page =
      o.asset?.kind === 'token'
        ? await jettonPage(ctx, wallet, o.asset.contract, o.cursor)
        : await coinPage(ctx, wallet, o.cursor);
    return { ...page, items: [...pending, ...page.items] };
  } catch (e) {
    return { items: pending, error: e instanceof Error ? e.message : String(e) };
  }
}
