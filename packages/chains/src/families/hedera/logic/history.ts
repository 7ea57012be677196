/**
 * History rows (spec §3) from the mirror node (GET /api/v1/accounts/{id} with limit 20,
 * transactiontype cryptotransfer, transactions true, order desc). Status: SUCCESS when the
 * result is SUCCESS, FAIL for anything else (spec §3). A transfer list also pays the node and
 * the fee accounts: a send shows its largest payee other than those, a receipt the largest
 * payer. The account's own side shows the address the wallet knows (its alias form). Stored
 * pending entries the mirror does not show yet come first; a failed read gives those and the
 * error (spec §8 fallback). When links.next names an older page, its timestamp bound
 * (lt:{seconds.nanos}) is the cursor: the same call with timestamp added reads that page.
 */
import type { HistoryRow, Page, PendingEntry, TxStatus } from '../../../adapter-types';
import type { MirrorTransaction } from '../network/schemas';
import type { HederaContext } from './context';
import { accountOf, mirrorAccountId } from './account';
import { checkedAddress } from './lookup';
import { HISTORY_LIMIT } from './rules';

/** Accounts that collect fees and staking rewards in every transfer list (0.0.98, 0.0.800, 0.0.801). */
const FEE_ACCOUNTS = new Set(['0.0.98', '0.0.800', '0.0.801']);

export function rowStatus(result: string): TxStatus {
  return result === 'SUCCESS' ? 'SUCCESS' : 'FAIL';
}

/** consensus_timestamp "seconds.nanos" as an ISO date (millisecond precision). */
export function consensusDate(ts: string): string {
  const [seconds = '0', nanos = '0'] = ts.split('.');
  return new Date(Number(seconds) * 1000 + Math.floor(Number(nanos.padEnd(9, '0')) / 1e6)).toISOString();
}

export function historyRow(
  ctx: HederaContext,
  t: MirrorTransaction,
  own: string,
  shownAs: string,
): HistoryRow {
  const transfers = (t.transfers ?? []).map((x) => ({ account: x.account, amount: BigInt(x.amount) }));
  const net = transfers.filter((x) => x.account === own).reduce((sum, x) => sum + x.amount, 0n);
  const node = t.node ?? '';
  const others = transfers.filter(
    (x) => x.account !== own && x.account !== node && !FEE_ACCOUNTS.has(x.account),
  );
  let from = shownAs;
  let to = '';
  let amount = 0n;
  if (net < 0n) {
    const payee = others.filter((x) => x.amount > 0n).sort((a, b) => (b.amount > a.amount ? 1 : -1))[0];
    if (payee) {
      to = payee.account;
      amount = payee.amount;
    }
  } else {
    const payer = others.filter((x) => x.amount < 0n).sort((a, b) => (a.amount > b.amount ? 1 : -1))[0];
    from = payer?.account ?? '';
    to = shownAs;
    amount = net;
  }
  const hash = t.transaction_id;
  return {
    amount: amount.toString(),
    link: `${hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(hash),
    status: rowStatus(t.result),
    date: consensusDate(t.consensus_timestamp),
    from,
    to,
    totalCourse: '0$',
  };
}

/** Strips the pending data so every row has exactly the spec's shape. */
function pendingRow(p: PendingEntry): HistoryRow {
  const { amount, link, url, status, date, from, to, totalCourse } = p;
  return { amount, link, url, status, date, from, to, totalCourse };
}

/** The mirror's timestamp bound of an older page: lt:{seconds}.{nanoseconds}. */
const CURSOR = /^lt:\d{1,12}\.\d{9}$/;

/** The timestamp bound in links.next (the rest of that path is this call's own query). */
function nextBound(next: string | null | undefined): string | undefined {
  if (!next) return undefined;
  const bound = new URLSearchParams(next.split('?')[1] ?? '').get('timestamp') ?? '';
  return CURSOR.test(bound) ? bound : undefined;
}

export async function getHistory(
  ctx: HederaContext,
  address: string,
  o: { pending?: PendingEntry[]; cursor?: string } = {},
): Promise<Page<HistoryRow>> {
  // A further page holds older transfers only: the pending ones are on the first.
  const pending = o.cursor === undefined ? (o.pending ?? []) : [];
  if (o.cursor !== undefined && !CURSOR.test(o.cursor)) return { items: [], error: 'Invalid history cursor' };
  try {
    const normalized = checkedAddress(ctx, address, 'account');
    // One round trip: the account and its transfers in one answer.
    const id = mirrorAccountId(accountOf(normalized));
    const found = await ctx.mirror.history(id, HISTORY_LIMIT, o.cursor);
    const txs = (found?.transactions ?? []).filter((t) => t.name === 'CRYPTOTRANSFER');
    const known = new Set(txs.map((t) => t.transaction_id));
    const open = pending.filter((p) => !known.has(p.extraPendingTransactionData.txHash));
    const rows = found
      ? txs.slice(0, HISTORY_LIMIT).map((t) => historyRow(ctx, t, found.account, normalized))
      : [];
    const next = found ? nextBound(found.links?.next) : undefined;
    return { items: [...open.map(pendingRow), ...rows], ...(next ? { cursor: next } : {}) };
  } catch (e) {
    return { items: pending.map(pendingRow), error: e instanceof Error ? e.message : String(e) };
  }
}
