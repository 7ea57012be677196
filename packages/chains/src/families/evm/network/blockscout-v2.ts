/**
 * Blockscout REST API v2 (ethereum_classic): GET /api/v2/addresses/{address}/transactions and
 * /api/v2/addresses/{address}/token-transfers?token=. Answer: {items: [...], next_page_params}
 * (Blockscout API v2 docs). Items: hash, from.hash, to.hash, value, status ok|error, timestamp.
 * Paging by keys: next_page_params (null on the last page) go back as the next request's query.
 */
import { z } from 'zod';
import { requestJson, withQuery } from '../../../net/http';
import {
  HISTORY_PAGE,
  type ExplorerHttp,
  type ExplorerQuery,
  type ExplorerRows,
  type ExplorerTx,
} from './explorer-types';

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

/** next_page_params: flat keys of numbers, text or null (block_number, index, items_count, …). */
const nextParams = z
  .record(z.string(), z.union([z.string().max(200), z.number(), z.null()]))
  .nullable()
  .optional();

function nextQuery(p: z.infer<typeof nextParams>): string | undefined {
  if (!p) return undefined;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(p)) if (v !== null) q.set(k, String(v));
  const text = q.toString();
  return text || undefined;
}

/** The query of a page: sort and limit, then the previous page's next_page_params. */
function pageUrl(url: string, after?: string): string {
  if (!after) return url;
  const u = new URL(url);
  for (const [k, v] of new URLSearchParams(after)) if (!u.searchParams.has(k)) u.searchParams.set(k, v);
  return u.toString();
}

function seconds(iso: string | null): number {
  const t = iso ? Date.parse(iso) : NaN;
  return Number.isFinite(t) ? Math.floor(t / 1000) : 0;
}

export async function blockscoutV2History(
  base: string,
  q: ExplorerQuery,
  h: ExplorerHttp,
): Promise<ExplorerRows> {
  const root = `${base.replace(/\/$/, '')}/api/v2/addresses/${q.address}`;
  if (q.contract) {
    const url = withQuery(`${root}/token-transfers`, {
      token: q.contract,
      sort: 'desc',
      limit: HISTORY_PAGE,
    });
    const body = await requestJson(
      pageUrl(url, q.after),
      {},
      z.object({ items: z.array(transferItem), next_page_params: nextParams }),
      h,
    );
    const rows: ExplorerTx[] = body.items.slice(0, HISTORY_PAGE).map((i) => ({
      hash: i.transaction_hash,
      from: i.from.hash,
      to: i.to.hash,
      value: i.total.value,
      timestamp: seconds(i.timestamp),
      token: true,
    }));
    return Object.assign(rows, { next: nextQuery(body.next_page_params) });
  }
  const url = withQuery(`${root}/transactions`, { sort: 'desc', limit: HISTORY_PAGE });
  const body = await requestJson(
    pageUrl(url, q.after),
    {},
    z.object({ items: z.array(txItem), next_page_params: nextParams }),
    h,
  );
  const rows: ExplorerTx[] = body.items.slice(0, HISTORY_PAGE).map((i) => ({
    hash: i.hash,
    from: i.from.hash,
    to: i.to?.hash ?? '',
    value: i.value,
    timestamp: seconds(i.timestamp),
    success: i.status === 'ok',
    pending: i.status === null || i.status === undefined,
    nonce: i.nonce,
  }));
  return Object.assign(rows, { next: nextQuery(body.next_page_params) });
}
