/**
 * History rows (spec §3) from account_tx (limit 20, newest first): XRP payments to or from the
 * address. Status: SUCCESS for tesSUCCESS in a validated ledger, FAIL for any other validated
 * result, PENDING before validation. Stored pending entries the ledger does not show yet come
 * first. A failed read gives the pending rows and the error (spec §8 fallback). When older entries
 * remain, rippled's marker (JSON text) is the page's cursor, sent back as is for the next page.
 */
import type { HistoryRow, Page, PendingEntry, TxStatus } from '../../../adapter-types';
import type { LedgerTx } from '../network/rpc';
import { validateRippleAddress } from './address';
import type { RippleContext } from './context';
import { HISTORY_LIMIT } from './rules';

export function rowStatus(t: Pick<LedgerTx, 'validated' | 'result'>): TxStatus {
  if (!t.validated) return 'PENDING';
  return t.result === 'tesSUCCESS' ? 'SUCCESS' : 'FAIL';
}

export function historyRow(ctx: RippleContext, t: LedgerTx, now = Date.now()): HistoryRow {
  return {
    amount: (t.amount ?? 0n).toString(),
    link: `${t.hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(t.hash),
    status: rowStatus(t),
    date: new Date(t.time ?? now).toISOString(),
    from: t.account,
    to: t.destination ?? '',
    totalCourse: '0$',
  };
}

/** Strips the pending data so every row has exactly the spec's shape. */
function pendingRow(p: PendingEntry): HistoryRow {
  const { amount, link, url, status, date, from, to, totalCourse } = p;
  return { amount, link, url, status, date, from, to, totalCourse };
}

/** XRP payments of `address` only (offers, trust lines and token payments are not XRP rows). */
export function paymentRows(ctx: RippleContext, address: string, txs: LedgerTx[]): HistoryRow[] {
  return txs
    .filter(
      (t) =>
        t.type === 'Payment' && t.amount !== null && (t.account === address || t.destination === address),
    )
    .slice(0, HISTORY_LIMIT)
    .map((t) => historyRow(ctx, t));
}

/** A cursor is a marker rippled gave (an object, as JSON text); anything else is refused. */
function markerOf(cursor: string): object | null {
  if (cursor.length > 500) return null;
  try {
    const m: unknown = JSON.parse(cursor);
    return typeof m === 'object' && m !== null && !Array.isArray(m) ? m : null;
  } catch {
    return null;
  }
}

export async function getHistory(
  ctx: RippleContext,
  address: string,
  o: { pending?: PendingEntry[]; cursor?: string } = {},
): Promise<Page<HistoryRow>> {
  const check = validateRippleAddress(address);
  // A further page holds older entries only: the pending ones are on the first.
  const pending = o.cursor === undefined ? (o.pending ?? []) : [];
  if (!check.valid) return { items: [], error: `Invalid address: ${check.reason}` };
  const marker = o.cursor === undefined ? undefined : markerOf(o.cursor);
  if (marker === null) return { items: [], error: 'Invalid history cursor' };
  try {
    const { txs, marker: next } = await ctx.rpc.accountTx(check.normalized, HISTORY_LIMIT, marker);
    const known = new Set(txs.map((t) => t.hash.toUpperCase()));
    const open = pending.filter((p) => !known.has(p.extraPendingTransactionData.txHash.toUpperCase()));
    return {
      items: [...open.map(pendingRow), ...paymentRows(ctx, check.normalized, txs)],
      ...(next === undefined ? {} : { cursor: JSON.stringify(next) }),
    };
  } catch (e) {
    return { items: pending.map(pendingRow), error: e instanceof Error ? e.message : String(e) };
  }
}
