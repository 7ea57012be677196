/**
 * History rows (spec §3): the versions of the account's latest 20 transactions from the indexer
 * (account_transactions, newest first), each read from the node (GET /transactions/by_version, in
 * parallel, once per adapter: logic/versions.ts); the APT transfers it sent or received become
 * rows. Status SUCCESS when the transaction succeeded, FAIL otherwise. Stored pending entries
 * not listed yet come first. A failed read gives the pending rows and the error (spec §8). A full
 * page's cursor is its last version: the next page is the versions below it.
 */
import type { HistoryRow, Page, PendingEntry } from '../../../adapter-types';
import type { Committed, UserTransaction } from '../network/schemas';
import { longAptosAddress, validateAptosAddress } from './address';
import type { AptosContext } from './context';
import { APT_TRANSFER_FUNCTIONS, APTOS_COIN, HISTORY_LIMIT } from './rules';

const normalized = (a: string): string => {
  const check = validateAptosAddress(a);
  return check.valid ? check.normalized : a;
};

/** The receiver and amount of an APT transfer, or null for any other transaction. */
export function transferOf(t: Committed): { tx: UserTransaction; to: string; amount: string } | null {
  if (t.type !== 'user_transaction') return null;
  const tx = t as UserTransaction;
  const p = tx.payload;
  if (p.type !== 'entry_function_payload' || !p.function) return null;
  if (!(APT_TRANSFER_FUNCTIONS as readonly string[]).includes(p.function)) return null;
  const types = p.type_arguments ?? [];
  if (p.function !== '0x1::aptos_account::transfer' && (types.length !== 1 || types[0] !== APTOS_COIN))
    return null;
  const [to, amount] = p.arguments ?? [];
  if (typeof to !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount)) return null;
  return { tx, to: normalized(to), amount };
}

export function historyRow(ctx: AptosContext, t: Committed): HistoryRow | null {
  const transfer = transferOf(t);
  if (!transfer) return null;
  const { tx } = transfer;
  return {
    amount: transfer.amount,
    link: `${tx.hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(tx.hash),
    status: tx.success ? 'SUCCESS' : 'FAIL',
    // The node gives microseconds since the epoch.
    date: new Date(Number(BigInt(tx.timestamp) / 1000n)).toISOString(),
    from: normalized(tx.sender),
    to: transfer.to,
    totalCourse: '0$',
  };
}

/** Strips the pending data so every row has exactly the spec's shape. */
function pendingRow(p: PendingEntry): HistoryRow {
  const { amount, link, url, status, date, from, to, totalCourse } = p;
  return { amount, link, url, status, date, from, to, totalCourse };
}

export async function getHistory(
  ctx: AptosContext,
  address: string,
  o: { pending?: PendingEntry[]; cursor?: string } = {},
): Promise<Page<HistoryRow>> {
  const check = validateAptosAddress(address);
  // A further page holds older transactions only: the pending ones are on the first.
  const pending = o.cursor === undefined ? (o.pending ?? []) : [];
  if (!check.valid) return { items: [], error: `Invalid address: ${check.reason}` };
  if (o.cursor !== undefined && !/^\d{1,20}$/.test(o.cursor))
    return { items: [], error: 'Invalid history cursor' };
  try {
    const before = o.cursor === undefined ? undefined : BigInt(o.cursor);
    const versions = await ctx.indexer.accountVersions(
      longAptosAddress(check.normalized),
      HISTORY_LIMIT,
      before,
    );
    // Versions read before come from the adapter's keep: a refresh is then the indexer's one round.
    const txs = await Promise.all(versions.map((v) => ctx.versions.read(v)));
    const rows = txs
      .map((t) => (t ? historyRow(ctx, t) : null))
      .filter(
        (r): r is HistoryRow => r !== null && (r.from === check.normalized || r.to === check.normalized),
      );
    const known = new Set(
      txs.flatMap((t) => (t && 'hash' in t && typeof t.hash === 'string' ? [t.hash.toLowerCase()] : [])),
    );
    const open = pending.filter((p) => !known.has(p.extraPendingTransactionData.txHash.toLowerCase()));
    const last = versions.length >= HISTORY_LIMIT ? versions.at(-1) : undefined;
    return {
      items: [...open.map(pendingRow), ...rows.slice(0, HISTORY_LIMIT)],
      ...(last === undefined ? {} : { cursor: last.toString() }),
    };
  } catch (e) {
    return { items: pending.map(pendingRow), error: e instanceof Error ? e.message : String(e) };
  }
}
