/**
 * History rows (spec §3) from TzKT (GET /v1/accounts/{addr}/operations, type transaction, limit
 * 20, newest first): status SUCCESS for applied, FAIL for failed, backtracked or skipped. Stored
 * pending entries TzKT does not show yet come first. A full page carries the cursor of the next:
 * the last row's TzKT id, sent back as lastId. A failed read gives the pending rows and the
 * error (spec §8 fallback).
 */
import type { HistoryRow, Page, PendingEntry, TxStatus } from '../../../adapter-types';
import type { TzktOperation } from '../network/schemas';
import { validateTezosAddress } from './address';
import type { TezosContext } from './context';
import { HISTORY_LIMIT } from './rules';

export function rowStatus(status: string): TxStatus {
  return status === 'applied' ? 'SUCCESS' : 'FAIL';
}

export function historyRow(ctx: TezosContext, t: TzktOperation): HistoryRow {
  return {
    amount: String(t.amount ?? 0),
    link: `${t.hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(t.hash),
    status: rowStatus(t.status),
    date: new Date(Date.parse(t.timestamp)).toISOString(),
    from: t.sender?.address ?? '',
    to: t.target?.address ?? '',
    totalCourse: '0$',
  };
}

/** Strips the pending data so every row has exactly the spec's shape. */
function pendingRow(p: PendingEntry): HistoryRow {
  const { amount, link, url, status, date, from, to, totalCourse } = p;
  return { amount, link, url, status, date, from, to, totalCourse };
}

export async function getHistory(
  ctx: TezosContext,
  address: string,
  o: { pending?: PendingEntry[]; cursor?: string } = {},
): Promise<Page<HistoryRow>> {
  const check = validateTezosAddress(address);
  // A further page holds older rows only: the pending ones are on the first.
  const pending = o.cursor === undefined ? (o.pending ?? []) : [];
  if (!check.valid) return { items: [], error: `Invalid address: ${check.reason}` };
  if (o.cursor !== undefined && !/^\d{1,15}$/.test(o.cursor))
    return { items: [], error: 'Invalid history cursor' };
  try {
    const raw = await ctx.tzkt.transactions(
      check.normalized,
      HISTORY_LIMIT,
      o.cursor === undefined ? undefined : Number(o.cursor),
    );
    const ops = raw.filter((t) => t.type === 'transaction' && !Number.isNaN(Date.parse(t.timestamp)));
    const known = new Set(ops.map((t) => t.hash));
    const open = pending.filter((p) => !known.has(p.extraPendingTransactionData.txHash));
    const last = raw.at(-1)?.id;
    return {
      items: [...open.map(pendingRow), ...ops.slice(0, HISTORY_LIMIT).map((t) => historyRow(ctx, t))],
      ...(raw.length >= HISTORY_LIMIT && last !== undefined ? { cursor: String(last) } : {}),
    };
  } catch (e) {
    return { items: pending.map(pendingRow), error: e instanceof Error ? e.message : String(e) };
  }
}
