/**
 * History (spec §3, §7): TRX from GET /v1/accounts/{address}/transactions (limit 20), a TRC-20's
 * from /transactions/trc20 (limit 20, contract_address). Tron rows also carry fee, net_fee and
 * blockNumber (sun as text; a TRC-20 row's from gettransactioninfobyid, '' when unknown).
 * Pending entries not yet listed come first.
 */
import type { AssetRef, HistoryRow, Page, PendingEntry } from '../../../adapter-types';
import type { V1Transaction, V1Trc20Transfer } from '../network/schemas';
import { validateTronAddress } from './address';
import { checkAddress } from './balance';
import type { TronContext } from './context';

export interface TronHistoryRow extends HistoryRow {
  fee: string;
  net_fee: string;
  blockNumber: string;
}

const base58 = (a: string | undefined) => {
  const c = validateTronAddress(a ?? '');
  return c.valid ? c.normalized : (a ?? '');
};

function row(
  ctx: TronContext,
  hash: string,
  ms: number,
  fields: Omit<TronHistoryRow, 'link' | 'url' | 'date' | 'totalCourse'>,
): TronHistoryRow {
  return {
    amount: fields.amount,
    link: `${hash.slice(0, 13)}...`,
    url: ctx.explorerTxUrl(hash),
    status: fields.status,
    date: new Date(ms).toISOString(),
    from: fields.from,
    to: fields.to,
    totalCourse: '0$',
    fee: fields.fee,
    net_fee: fields.net_fee,
    blockNumber: fields.blockNumber,
  };
}

function trxRow(ctx: TronContext, t: V1Transaction): TronHistoryRow | null {
  const c = t.raw_data.contract[0];
  if (!c) return null;
  const v = c.parameter.value;
  const ret = t.ret?.[0];
  return row(ctx, t.txID, t.block_timestamp, {
    amount: String(v.amount ?? 0),
    status: !ret?.contractRet || ret.contractRet === 'SUCCESS' ? 'SUCCESS' : 'FAIL',
    from: base58(v.owner_address),
    to: base58(v.to_address ?? v.contract_address),
    fee: String(ret?.fee ?? 0),
    net_fee: String(t.net_fee ?? 0),
    blockNumber: t.blockNumber === undefined ? '' : String(t.blockNumber),
  });
}

/** The v1 TRC-20 list has no fee or block: each row's come from gettransactioninfobyid ('' when unknown). */
async function trc20Row(ctx: TronContext, t: V1Trc20Transfer): Promise<TronHistoryRow> {
  const info = await ctx.grid.transactionInfoById(t.transaction_id).catch(() => null);
  const known = (n: number | undefined) => (n === undefined ? '' : String(n));
  return row(ctx, t.transaction_id, t.block_timestamp, {
    amount: t.value,
    status: 'SUCCESS',
    from: base58(t.from),
    to: base58(t.to),
    fee: info ? String(info.fee ?? 0) : '',
    net_fee: info ? String(info.receipt?.net_fee ?? 0) : '',
    blockNumber: known(info?.blockNumber),
  });
}

export async function getHistory(
  ctx: TronContext,
  address: string,
  asset: AssetRef | undefined,
  pendingEntries: PendingEntry[] = [],
  cursor?: string,
): Promise<Page<HistoryRow>> {
  const owner = checkAddress(address, 'Invalid address');
  // A further page holds older rows only: the pending ones are on the first.
  const pending = cursor === undefined ? pendingEntries : [];
  if (cursor !== undefined && !/^[\w+/=.:-]{1,500}$/.test(cursor))
    return { items: [], error: 'Invalid history cursor' };
  let items: TronHistoryRow[];
  let next: string | undefined;
  try {
    if (asset?.kind === 'token') {
      const contract = checkAddress(asset.contract, 'Invalid token contract');
      const answer = await ctx.grid.trc20Transfers(owner, contract, cursor);
      items = await Promise.all(answer.data.map((t) => trc20Row(ctx, t)));
      next = answer.meta?.fingerprint;
    } else {
      const answer = await ctx.grid.transactions(owner, cursor);
      items = answer.data
        .filter((t) => t.raw_data.contract[0]?.type === 'TransferContract')
        .map((t) => trxRow(ctx, t))
        .filter((r): r is TronHistoryRow => r !== null);
      next = answer.meta?.fingerprint;
    }
  } catch (e) {
    return { items: pending, error: (e as Error).message };
  }
  const listed = new Set(items.map((r) => r.link));
  return {
    items: [...pending.filter((p) => !listed.has(p.link)), ...items],
    ...(next ? { cursor: next } : {}),
  };
}
