/**
 * History rows (spec §3): 20 a page (Blockchair 10 for Bitcoin), status SUCCESS or Pending.
 * A failed read gives an empty page with its error (spec §8 fallback).
 */
import type { HistoryRow, Page } from '../../../adapter-types';
import type { ProviderTx } from '../network/index';
import type { UtxoContext } from './context';
import { validateUtxoAddress } from './address';
import { HISTORY_PAGE } from './rules';

/** Status texts of spec §3 for Bitcoin-style chains. */
export const CONFIRMED = 'SUCCESS';
export const PENDING = 'Pending';

/** Whose addresses a row is seen from: the wallet's own, and which of them take change. */
export interface Viewpoint {
  own: ReadonlySet<string>;
  change?: ReadonlySet<string>;
}

export function historyRow(ctx: UtxoContext, view: string | Viewpoint, t: ProviderTx): HistoryRow {
  // One address: a send to itself moved nothing (amount 0), as before accounts.
  const { own, change } = typeof view === 'string' ? { own: new Set([view]), change: new Set([view]) } : view;
  const mine = (a: string | undefined) => a !== undefined && own.has(a);
  const spent = t.vin.filter((i) => mine(i.address)).reduce((s, i) => s + (i.value ?? 0n), 0n);
  const received = t.vout.filter((o) => mine(o.address)).reduce((s, o) => s + o.value, 0n);
  const outgoing = spent > 0n;
  const others = t.vout.filter((o) => !mine(o.address));
  // A move between own addresses is one row: what reached an own address other than change.
  const moved = t.vout.filter((o) => mine(o.address) && !change?.has(o.address!));
  const self = outgoing && others.length === 0;
  const amount = self
    ? moved.reduce((s, o) => s + o.value, 0n)
    : outgoing
      ? others.reduce((s, o) => s + o.value, 0n)
      : received;
  const ownIn = t.vin.find((i) => mine(i.address))?.address ?? '';
  const ownOut = t.vout.find((o) => mine(o.address))?.address ?? ownIn;
  const from = outgoing ? ownIn : (t.vin.find((i) => i.address)?.address ?? '');
  const to = self ? (moved[0]?.address ?? ownOut) : outgoing ? (others[0]?.address ?? ownIn) : ownOut;
  return {
    amount: amount.toString(),
    link: `${t.txid.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(t.txid),
    status: t.confirmed ? CONFIRMED : PENDING,
    date: new Date((t.time ?? Math.floor(Date.now() / 1000)) * 1000).toISOString(),
    from,
    to,
    totalCourse: '0$',
  };
}

export async function getHistory(ctx: UtxoContext, address: string): Promise<Page<HistoryRow>> {
  const check = validateUtxoAddress(ctx.chain, address, ctx.network);
  if (!check.valid) return { items: [] };
  try {
    const txs = await ctx.providers.read(`history of ${check.normalized}`, (p) =>
      p.transactions(check.normalized, HISTORY_PAGE),
    );
    return { items: txs.slice(0, HISTORY_PAGE).map((t) => historyRow(ctx, check.normalized, t)) };
  } catch (e) {
    // Spec §8: the list falls back to empty; the error says it is a failed read, not no history.
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
