/**
 * The EVM pending lifecycle (spec §4): entries with a receipt are dropped, entries the history
 * shows by nonce are dropped, the rest stay; per sender the lowest nonce is PENDING, others QUEUE.
 */
import type { PendingEntry, PreparedTransfer, SignedTx, TxStatus } from '../../../adapter-types';
import type { EvmContext } from './context';
import { receiptOf } from './confirm';
import { evmPrepared } from './prepare';

/** The stored entry for a transaction just broadcast. */
export function pendingEntryFor(ctx: EvmContext, signed: SignedTx, prepared: PreparedTransfer): PendingEntry {
  const p = evmPrepared(prepared).tx;
  const amount = prepared.amount;
  const to = prepared.intent.calls?.length ? (p.to ?? '') : prepared.intent.to;
  return {
    amount: amount.toString(),
    link: `${signed.hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(signed.hash),
    status: 'PENDING',
    date: new Date().toISOString(),
    from: p.from,
    to,
    totalCourse: '0$',
    extraPendingTransactionData: {
      txHash: signed.hash,
      nonce: p.nonce,
      data: p.data,
      value: p.value.toString(),
      from: p.from,
      to: p.to ?? '',
    },
  };
}

/** Pure: lowest nonce per sender PENDING, the others QUEUE. */
export function assignPendingStatuses(entries: PendingEntry[]): PendingEntry[] {
  const lowest = new Map<string, number>();
  for (const e of entries) {
    const d = e.extraPendingTransactionData;
    const k = d.from.toLowerCase();
    lowest.set(k, Math.min(lowest.get(k) ?? Infinity, d.nonce ?? 0));
  }
  return entries.map((e) => {
    const d = e.extraPendingTransactionData;
    const status: TxStatus = lowest.get(d.from.toLowerCase()) === (d.nonce ?? 0) ? 'PENDING' : 'QUEUE';
    return { ...e, status };
  });
}

/**
 * Checks each entry for a receipt; keeps those without one (unless `minedNonces` — nonces the
 * history shows per sender — says it was replaced and mined), and re-assigns statuses.
 */
export async function refreshPending(
  ctx: EvmContext,
  entries: PendingEntry[],
  minedNonces: { from: string; nonce: number }[] = [],
): Promise<PendingEntry[]> {
  const mined = new Set(minedNonces.map((m) => `${m.from.toLowerCase()}:${m.nonce}`));
  const receipts = await Promise.all(
    entries.map((e) => receiptOf(ctx, e.extraPendingTransactionData.txHash).catch(() => null)),
  );
  const kept = entries.filter((e, i) => {
    const d = e.extraPendingTransactionData;
    return !receipts[i] && !mined.has(`${d.from.toLowerCase()}:${d.nonce ?? 0}`);
  });
  return assignPendingStatuses(kept);
}
