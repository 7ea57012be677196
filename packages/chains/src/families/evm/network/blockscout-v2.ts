/**
 * Blockscout REST API v2 (ethereum_classic): GET /api/v2/addresses/{address}/transactions and
 * /api/v2/addresses/{address}/token-transfers?token=. Answer: {items: [...], next_page_params}
 * (Blockscout API v2 docs). Items: hash, from.hash, to.hash, value, status ok|error, timestamp.
 */
import { z } from 'zod';
import { requestJson, withQuery } from '../../../net/http';
import { HISTORY_PAGE, type ExplorerHttp, type ExplorerQuery, type ExplorerTx } from './explorer-types';

const addr = z.object({ hash: z.string() });
const txItem = z.object({
  hash: z.string(),
  from: addr,
  to: addr.nullable(),
  value: z.string().regex(/^\d+$/),
  status: z.string().nullable().optional(),
  result: z.string().optional(),
  timestamp: z.string().nullable(),
  nonce: z.number().optional(),
  confirmations: z.number().optional(),
});
const transferItem = z.object({
  transaction_hash: z.string(),
  from: addr,
  to: addr,
  total: z.object({ value: z.string().regex(/^\d+$/) }).passthrough(),
  timestamp: z.string().nullable(),
});

function seconds(iso: string | null): number {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? Math.floor(t / 1000) : 0;
}

export async function blockscoutV2History(
  base: string,
  q: ExplorerQuery,
  h: ExplorerHttp,
): Promise<ExplorerTx[]> {
  const root = `${base.replace(/\/$/, '')}/api/v2/addresses/${q.address}`;
  if (q.contract) {
    const url = withQuery(`${root}/token-transfers`, {
      token: q.contract,
      sort: 'desc',
      limit: HISTORY_PAGE,
    });
    const body = await requestJson(url, {}, z.object({ items: z.array(transferItem) }), h);
    return body.items.slice(0, HISTORY_PAGE).map((i) => ({
      hash: i.transaction_hash,
      from: i.from.hash,
      to: i.to.hash,
      value: i.total.value,
      timestamp: seconds(i.timestamp),
      token: true,
    }));
  }
  const url = withQuery(`${root}/transactions`, { sort: 'desc', limit: HISTORY_PAGE });
  const body = await requestJson(url, {}, z.object({ items: z.array(txItem) }), h);
  return body.items.slice(0, HISTORY_PAGE).map((i) => ({
    hash: i.hash,
    from: i.from.hash,
    to: i.to?.hash ?? '',
    value: i.value,
    timestamp: seconds(i.timestamp),
    success: i.status === 'ok',
    pending: i.status === null || i.status === undefined,
    nonce: i.nonce,
  }));
}
