/**
 * History rows (spec §3) from Subscan's transfers of the address (spec §7: row 20), newest first:
 * SUCCESS, or FAIL for a transfer the chain applied as failed. A failed read gives an empty page
 * with `error` (spec §8 fallback).
 */
import type { AssetRef, HistoryRow, Page } from '../../../adapter-types';
import { networkDecimals } from '../../../registry/decimals';
import { parseUnits } from '../../../units';
import type { TransferRow } from '../network/schemas';
import { checkAddress } from './address-key';
import type { PolkadotContext } from './context';
import { HISTORY_ROWS } from './rules';

export function rowOf(ctx: PolkadotContext, t: TransferRow): HistoryRow {
  const hash = t.hash.replace(/^0x/, '');
  const amount =
    t.amount_v2 !== undefined
      ? BigInt(t.amount_v2)
      : parseUnits(t.amount, networkDecimals(ctx.chain, ctx.network));
  return {
    amount: amount.toString(),
    link: `0x${hash.slice(0, 11)}...`,
    url: ctx.explorerTxUrl(`0x${hash}`),
    status: t.success ? 'SUCCESS' : 'FAIL',
    date: new Date(t.block_timestamp * 1000).toISOString(),
    from: t.from,
    to: t.to,
    totalCourse: '0$',
  };
}

export async function getHistory(
  ctx: PolkadotContext,
  address: string,
  asset?: AssetRef,
  cursor?: string,
): Promise<Page<HistoryRow>> {
  const owner = checkAddress(address, ctx.network, 'Invalid address');
  if (asset && asset.kind !== 'native') return { items: [] };
  // The cursor is Subscan's next page number (pages count from 0).
  if (cursor !== undefined && !/^[1-9]\d{0,5}$/.test(cursor))
    return { items: [], error: 'Invalid history cursor' };
  const page = cursor === undefined ? 0 : Number(cursor);
  try {
    const { rows, count } = await ctx.subscan.transfers(owner.address, HISTORY_ROWS, page);
    const more = rows.length >= HISTORY_ROWS && count > (page + 1) * HISTORY_ROWS;
    return {
      items: rows.slice(0, HISTORY_ROWS).map((t) => rowOf(ctx, t)),
      ...(more ? { cursor: String(page + 1) } : {}),
    };
  } catch (e) {
    return { items: [], error: e instanceof Error ? e.message : String(e) };
  }
}
