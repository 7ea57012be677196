/**
 * History rows (spec §3: id, time issued, outputs; the first 20 transactions) from the product
 * API's raw address answer. A payment out shows what went to others; a payment in what came to
 * the address. A failed read gives an empty page with `error` (spec §8 fallback).
 */
import type { AssetRef, HistoryRow, Page } from '../../../adapter-types';
import type { RawTransaction } from '../network/schemas';
import { checkAddress } from './address-key';
import type { CardanoContext } from './context';
import { HISTORY_LIMIT } from './rules';

export function rowOf(ctx: CardanoContext, owner: string, t: RawTransaction): HistoryRow {
  const sent = t.inputs.some((i) => i.address === owner);
  const others = t.outputs.filter((o) => o.address !== owner);
  const moved = sent ? others : t.outputs.filter((o) => o.address === owner);
  const amount = moved.reduce((n, o) => n + o.amount, 0n);
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
): Promise<Page<HistoryRow>> {
  const owner = checkAddress(address, ctx.network, 'Invalid address');
  if (asset && asset.kind !== 'native') return { items: [] };
  try {
    const raw = await ctx.client.address(owner);
    return { items: raw.transactions.slice(0, HISTORY_LIMIT).map((t) => rowOf(ctx, owner, t)) };
  } catch (e) {
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
