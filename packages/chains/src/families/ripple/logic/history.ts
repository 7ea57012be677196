/**
 * History rows (spec §3) from account_tx (limit 20, newest first): XRP payments to or from the
 * address. Status: SUCCESS for tesSUCCESS in a validated ledger, FAIL for any other validated
 * result, PENDING before validation. Stored pending entries the ledger does not show yet come
 * first. A failed read gives the pending rows and the error (spec §8 fallback).
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

export async function getHistory(
  ctx: RippleContext,
  address: string,
  o: { pending?: PendingEntry[] } = {},
): Promise<Page<HistoryRow>> {
  const check = validateRippleAddress(address);
  const pending = o.pending ?? [];
  if (!check.valid) return { items: [], error: `Invalid address: ${check.reason}` };
  try {
    const txs = await ctx.rpc.accountTx(check.normalized, HISTORY_LIMIT);
    const known = new Set(txs.map((t) => t.hash.toUpperCase()));
    const open = pending.filter((p) => !known.has(p.extraPendingTransactionData.txHash.toUpperCase()));
    return { items: [...open.map(pendingRow), ...paymentRows(ctx, check.normalized, txs)] };
  } catch (e) {
    return { items: pending.map(pendingRow), error: e instanceof Error ? e.message : String(e) };
  }
}
