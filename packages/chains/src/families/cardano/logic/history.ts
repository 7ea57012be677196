/**
 * History rows (spec §3: id, time issued, outputs; the first 20 transactions) from the product
 * API's raw address answer. A payment out shows what went to others; a payment in what came to
 * the address; a native asset's rows count that asset in the same way. A failed read gives an empty
 * page with `error` (spec §8 fallback). A full page of 20 carries the next page's number as the
 * cursor ("Load more": the route's `?page=N`, Blockfrost's paging); page 1 is the balance's read.
 */
import type { AssetRef, HistoryRow, Page } from '../../../adapter-types';
import type { RawTransaction } from '../network/schemas';
import { checkAddress } from './address-key';
import { parseUnit } from './assets';
import type { CardanoContext } from './context';
import { HISTORY_LIMIT } from './rules';

type Io = RawTransaction['inputs'][number];

/** Lovelace of an input or output, or (with `unit`) its quantity of that native asset. */
const quantity = (io: Io, unit?: string) =>
  unit ? (io.assets ?? []).filter((a) => a.unit === unit).reduce((n, a) => n + a.quantity, 0n) : io.amount;

export function rowOf(ctx: CardanoContext, owner: string, t: RawTransaction, unit?: string): HistoryRow {
  const sent = t.inputs.some((i) => i.address === owner && (!unit || quantity(i, unit) > 0n));
  const others = t.outputs.filter((o) => o.address !== owner && (!unit || quantity(o, unit) > 0n));
  const moved = sent ? others : t.outputs.filter((o) => o.address === owner);
  const amount = moved.reduce((n, o) => n + quantity(o, unit), 0n);
  const counterpart = sent ? (others[0]?.address ?? owner) : (t.inputs[0]?.address ?? '');
  return {
    amount: amount.toString(),
    link: `${t.hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(t.hash),
    status: 'SUCCESS',
    date: new Date(t.time * 1000).toISOString(),
    from: sent ? owner : counterpart,
    to: sent ? counterpart : owner,
    totalCourse: '0$',
  };
}

export async function getHistory(
  ctx: CardanoContext,
  address: string,
  asset?: AssetRef,
  cursor?: string,
): Promise<Page<HistoryRow>> {
  const owner = checkAddress(address, ctx.network, 'Invalid address');
  if (cursor !== undefined && !/^[1-9]\d{0,6}$/.test(cursor))
    return { items: [], error: 'Invalid history cursor' };
  const page = cursor === undefined ? 1 : Number(cursor);
  if (asset?.kind === 'nft') return { items: [] };
  // A native asset's rows: the transactions that moved it (the relay lists each input's and output's assets).
  const unit = asset?.kind === 'token' ? parseUnit(asset.contract) : undefined;
  try {
    const raw = await ctx.client.address(owner, page);
    const next = raw.transactions.length >= HISTORY_LIMIT ? { cursor: String(page + 1) } : {};
    const txs = raw.transactions
      .slice(0, HISTORY_LIMIT)
      .filter((t) => !unit || [...t.inputs, ...t.outputs].some((io) => quantity(io, unit) > 0n));
    const rows = txs.map((t) => rowOf(ctx, owner, t, unit));
    // An ADA send that only passed the asset through the change moved none of it.
    return { items: unit ? rows.filter((r) => r.amount !== '0') : rows, ...next };
  } catch (e) {
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
