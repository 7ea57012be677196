/**
 * OKLink explorer API v5 (ethereum_pow, chainShortName ETHW): GET
 * /api/v5/explorer/address/normal-transaction-list and /token-transaction-list with limit 20 and
 * the key in the Ok-Access-Key header. Answer: {code: "0", msg, data: [{transactionList: [...]}]}
 * with amounts in whole coins (OKLink explorer API docs). A non-zero code is a refusal.
 */
import { parseUnits } from 'viem';
import { z } from 'zod';
import { ProviderError, redactUrl } from '../../../net/errors';
import { requestJson, withQuery } from '../../../net/http';
import { HISTORY_PAGE, type ExplorerHttp, type ExplorerQuery, type ExplorerTx } from './explorer-types';

const row = z.object({
  txId: z.string(),
  from: z.string(),
  to: z.string(),
  amount: z.string().regex(/^\d+(\.\d+)?$/),
  transactionTime: z.string().regex(/^\d+$/),
  state: z.string().optional(),
  nonce: z.string().optional(),
});
const page = z.object({
  transactionList: z.array(row).optional(),
  transactionLists: z.array(row).optional(),
});
const answer = z.object({ code: z.string(), msg: z.string(), data: z.array(page).optional() });

export async function oklinkHistory(base: string, q: ExplorerQuery, h: ExplorerHttp): Promise<ExplorerTx[]> {
  const kind = q.contract ? 'token-transaction-list' : 'normal-transaction-list';
  const url = withQuery(`${base.replace(/\/$/, '')}/api/v5/explorer/address/${kind}`, {
    chainShortName: 'ETHW',
    address: q.address,
    protocolType: q.contract ? 'token_20' : undefined,
    tokenContractAddress: q.contract,
    limit: HISTORY_PAGE,
    page: q.page && q.page > 1 ? q.page : undefined,
  });
  const headers: Record<string, string> = h.apiKey ? { 'Ok-Access-Key': h.apiKey } : {};
  const body = await requestJson(url, { headers }, answer, h);
  if (body.code !== '0') throw new ProviderError(redactUrl(url), 'rejected', body.msg || `code ${body.code}`);
  const list = body.data?.[0]?.transactionList ?? body.data?.[0]?.transactionLists ?? [];
  return list.map((r) => ({
    hash: r.txId,
    from: r.from,
    to: r.to,
    value: parseUnits(r.amount, q.decimals).toString(),
    timestamp: Math.floor(Number(r.transactionTime) / 1000),
    success: q.contract ? undefined : r.state === 'success',
    pending: r.state === 'pending',
    nonce: r.nonce === undefined ? undefined : Number(r.nonce),
    token: Boolean(q.contract),
  }));
}
