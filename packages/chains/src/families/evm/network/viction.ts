/**
 * Viction scan API: GET /api/transaction/list and /api/tokentx/list with account, limit 20, sort
 * (and tokenAddress for tokens), `offset` for the pages after the first. Answer: {data: [{hash, from,
 * to, value, timestamp, status, ...}], total}, as the Viction (TomoScan) explorer serves it.
 */
import { z } from 'zod';
import { requestJson, withQuery } from '../../../net/http';
import { HISTORY_PAGE, type ExplorerHttp, type ExplorerQuery, type ExplorerTx } from './explorer-types';

const row = z.object({
  hash: z.string().optional(),
  transactionHash: z.string().optional(),
  from: z.string(),
  to: z.string().nullable(),
  value: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]),
  timestamp: z.union([z.number(), z.string()]),
  status: z.union([z.string(), z.boolean()]).optional(),
  nonce: z.number().optional(),
});
const answer = z.object({ data: z.array(row) });

function seconds(t: number | string): number {
  if (typeof t === 'number') return t > 1e12 ? Math.floor(t / 1000) : t;
  const n = Number(t);
  return Number.isFinite(n) ? seconds(n) : Math.floor(Date.parse(t) / 1000);
}

export async function victionHistory(base: string, q: ExplorerQuery, h: ExplorerHttp): Promise<ExplorerTx[]> {
  const path = q.contract ? '/api/tokentx/list' : '/api/transaction/list';
  const url = withQuery(`${base.replace(/\/$/, '')}${path}`, {
    account: q.address,
    tokenAddress: q.contract,
    limit: HISTORY_PAGE,
    sort: 'desc',
    // Later pages skip the rows before them; the first page is the spec's call as it stands.
    offset: q.page && q.page > 1 ? (q.page - 1) * HISTORY_PAGE : undefined,
  });
  const body = await requestJson(url, {}, answer, h);
  return body.data.flatMap((r) => {
    const hash = r.hash ?? r.transactionHash;
    if (!hash) return [];
    return [
      {
        hash,
        from: r.from,
        to: r.to ?? '',
        value: String(r.value),
        timestamp: seconds(r.timestamp),
        success: q.contract ? undefined : r.status === true || r.status === 'success',
        nonce: r.nonce,
        token: Boolean(q.contract),
      },
    ];
  });
}
