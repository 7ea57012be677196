/**
 * History rows (spec §3) from the scan's MessagesByAccountID (index 0, limit 20, method_name
 * empty): the message's cid, from, to, value and block_time; status SUCCESS for exit_code 'Ok',
 * FAIL for anything else. Stored pending entries the scan does not show yet come first. A
 * failed read gives the pending rows and the error (spec §8 fallback). A full page whose total
 * counts more carries the next index (the same call with index 1, 2, …) as its cursor.
 */
import type { HistoryRow, Page, PendingEntry, TxStatus } from '../../../adapter-types';
import type { ScanMessage } from '../network/schemas';
import { validateFilecoinAddress } from './address';
import type { FilecoinContext } from './context';
import { HISTORY_LIMIT, SCAN_EXIT_OK } from './rules';

export function rowStatus(exitCode: string): TxStatus {
  return exitCode === SCAN_EXIT_OK || exitCode === '0' ? 'SUCCESS' : 'FAIL';
}

export function historyRow(ctx: FilecoinContext, m: ScanMessage): HistoryRow {
  return {
    amount: m.value,
    link: `${m.cid.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(m.cid),
    status: rowStatus(m.exit_code),
    date: new Date(m.block_time * 1000).toISOString(),
    from: m.from,
    to: m.to,
    totalCourse: '0$',
  };
}

/** Strips the pending data so every row has exactly the spec's shape. */
function pendingRow(p: PendingEntry): HistoryRow {
  const { amount, link, url, status, date, from, to, totalCourse } = p;
  return { amount, link, url, status, date, from, to, totalCourse };
}

export async function getHistory(
  ctx: FilecoinContext,
  address: string,
  o: { pending?: PendingEntry[]; cursor?: string } = {},
): Promise<Page<HistoryRow>> {
  const check = validateFilecoinAddress(address, ctx.network);
  // A further page holds older messages only: the pending ones are on the first.
  const pending = o.cursor === undefined ? (o.pending ?? []) : [];
  if (!check.valid) return { items: [], error: `Invalid address: ${check.reason}` };
  // The cursor is the next page's filters.index (pages count from 0).
  if (o.cursor !== undefined && !/^[1-9]\d{0,5}$/.test(o.cursor))
    return { items: [], error: 'Invalid history cursor' };
  const index = o.cursor === undefined ? 0 : Number(o.cursor);
  try {
    const { messages: rows, total } = await ctx.scan.messages(check.normalized, HISTORY_LIMIT, index);
    const known = new Set(rows.map((m) => m.cid));
    const open = pending.filter((p) => !known.has(p.extraPendingTransactionData.txHash));
    const more = rows.length >= HISTORY_LIMIT && (total === undefined || total > (index + 1) * HISTORY_LIMIT);
    return {
      items: [...open.map(pendingRow), ...rows.slice(0, HISTORY_LIMIT).map((m) => historyRow(ctx, m))],
      ...(more ? { cursor: String(index + 1) } : {}),
    };
  } catch (e) {
    return { items: pending.map(pendingRow), error: e instanceof Error ? e.message : String(e) };
  }
}
