/**
 * History rows (spec §3) from the account's last 20 transactions, newest first (spec §7), and the
 * operations of each (the account's latest 200, read at the same time; a transaction's own where
 * those may not hold it whole): a row per transaction that moves the asked asset to or from the address
 * (XLM: a payment in lumens or the account's creation; a token: a payment of CODE:ISSUER). Status
 * SUCCESS, or FAIL for a transaction the network applied as failed. A failed read gives an empty
 * page with `error` (spec §8 fallback).
 */
import type { AssetRef, HistoryRow, Page } from '../../../adapter-types';
import type { HorizonOperation, HorizonTransaction } from '../network/schemas';
import { stroops } from './account';
import { parseAsset, type CreditAsset } from './asset';
import { checkAddress } from './balance';
import type { StellarContext } from './context';
import { HISTORY_PAGE } from './rules';

interface Move {
  amount: bigint;
  from: string;
  to: string;
}

/** Parallel operations reads at a time (20 at once would trip public Horizon rate limits). */
const CONCURRENCY = 5;
/** The account's latest operations read with its transactions (Horizon's largest page). */
const OPERATIONS_WINDOW = 200;

export function moveOf(ops: HorizonOperation[], address: string, asset: CreditAsset | null): Move | null {
  for (const op of ops) {
    if (op.type === 'payment' && 'from' in op) {
      if (op.from !== address && op.to !== address) continue;
      const same = asset
        ? op.asset_type !== 'native' && op.asset_code === asset.code && op.asset_issuer === asset.issuer
        : op.asset_type === 'native';
      if (same) return { amount: stroops(op.amount), from: op.from, to: op.to };
    } else if (!asset && op.type === 'create_account' && 'funder' in op) {
      if (op.funder === address || op.account === address)
        return { amount: stroops(op.starting_balance), from: op.funder, to: op.account };
    }
  }
  return null;
}

async function inBatches<T, R>(items: T[], size: number, f: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size)
    out.push(...(await Promise.all(items.slice(i, i + size).map(f))));
  return out;
}

/**
 * The operations of a page's transactions from the account's latest operations, or undefined
 * where they may be incomplete. Horizon lists the operations the account takes part in — every one
 * that can be a row of it (a payment from or to it, its creation) — so a transaction with none of
 * them holds no row. A full window may cut the oldest transaction in it and miss older ones.
 */
export function operationsOf(window: HorizonOperation[]): (hash: string) => HorizonOperation[] | undefined {
  const byTx = new Map<string, HorizonOperation[]>();
  for (const op of window) byTx.set(op.transaction_hash, [...(byTx.get(op.transaction_hash) ?? []), op]);
  if (window.length < OPERATIONS_WINDOW) return (hash) => byTx.get(hash) ?? [];
  byTx.delete(window.at(-1)!.transaction_hash);
  return (hash) => byTx.get(hash);
}

export function rowOf(ctx: StellarContext, tx: HorizonTransaction, move: Move): HistoryRow {
  return {
    amount: move.amount.toString(),
    link: `${tx.hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(tx.hash),
    status: tx.successful ? 'SUCCESS' : 'FAIL',
    date: new Date(tx.created_at).toISOString(),
    from: move.from,
    to: move.to,
    totalCourse: '0$',
  };
}

export async function getHistory(
  ctx: StellarContext,
  address: string,
  asset?: AssetRef,
  cursor?: string,
): Promise<Page<HistoryRow>> {
  const owner = checkAddress(address, 'Invalid address');
  if (asset?.kind === 'nft') return { items: [] };
  if (cursor !== undefined && !/^\d{1,20}$/.test(cursor))
    return { items: [], error: 'Invalid history cursor' };
  const credit = asset?.kind === 'token' ? parseAsset(asset.contract) : null;
  try {
    // The account's operations are read beside its transactions (one round trip for the page);
    // a transaction they may not cover whole is read on its own, as is every one if they fail.
    // An older page ("Load more") lies past the latest operations: its transactions are read each.
    const [listed, window] = await Promise.all([
      ctx.horizon.transactions(owner, cursor),
      cursor === undefined ? ctx.horizon.accountOperations(owner, OPERATIONS_WINDOW).catch(() => null) : null,
    ]);
    const txs = listed.slice(0, HISTORY_PAGE);
    const known = window ? operationsOf(window) : () => undefined;
    const moves = await inBatches(txs, CONCURRENCY, async (tx) =>
      moveOf(known(tx.hash) ?? (await ctx.horizon.operations(tx.hash)), owner, credit),
    );
    const items: HistoryRow[] = [];
    txs.forEach((tx, i) => {
      const move = moves[i];
      if (move) items.push(rowOf(ctx, tx, move));
    });
    // A full page may have older transactions: the next starts after its last record.
    const next = listed.length >= HISTORY_PAGE ? listed[HISTORY_PAGE - 1]?.paging_token : undefined;
    return { items, ...(next ? { cursor: next } : {}) };
  } catch (e) {
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
