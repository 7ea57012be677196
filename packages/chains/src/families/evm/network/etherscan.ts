/**
 * Etherscan-style explorer API (Etherscan V2 with `chainid`; Blockscout's /api speaks the same):
 * GET ?module=account&action=txlist|tokentx ..., GET ?module=gastracker&action=gasoracle.
 * Answer shapes from docs.etherscan.io (Accounts, Gas Tracker) and Blockscout's RPC API docs.
 */
import { z } from 'zod';
import { etherscanEnvelope, unwrapEtherscan } from '../../../net/explorer';
import { ProviderError, redactUrl } from '../../../net/errors';
import { requestJson, withQuery } from '../../../net/http';
import { HISTORY_PAGE, type ExplorerHttp, type ExplorerQuery, type ExplorerTx } from './explorer-types';

const numeric = z.string().regex(/^\d+$/);
const txRow = z.object({
  hash: z.string(),
  from: z.string(),
  to: z.string(),
  value: numeric,
  timeStamp: numeric,
  nonce: numeric.optional(),
  isError: z.string().optional(),
  txreceipt_status: z.string().optional(),
  confirmations: numeric.optional(),
});

export async function etherscanHistory(
  base: string,
  q: ExplorerQuery,
  h: ExplorerHttp,
): Promise<ExplorerTx[]> {
  const url = withQuery(base, {
    chainid: base.includes('/v2/') ? q.chainId : undefined,
    module: 'account',
    action: q.contract ? 'tokentx' : 'txlist',
    address: q.address,
    contractaddress: q.contract,
    startblock: 0,
    endblock: 99999999,
    page: q.page ?? 1,
    offset: HISTORY_PAGE,
    sort: 'desc',
    apikey: h.apiKey,
  });
  const body = await requestJson(url, {}, etherscanEnvelope, h);
  const rows = z.array(txRow).safeParse(unwrapEtherscan(url, body));
  if (!rows.success)
    throw new ProviderError(redactUrl(url), 'malformed', 'unexpected transaction list shape');
  return rows.data.map((r) => ({
    hash: r.hash,
    from: r.from,
    to: r.to,
    value: r.value,
    timestamp: Number(r.timeStamp),
    // txlist carries isError/txreceipt_status; tokentx rows are judged by confirmations.
    success: q.contract ? undefined : r.isError !== '1' && r.txreceipt_status !== '0',
    confirmations: r.confirmations === undefined ? undefined : Number(r.confirmations),
    nonce: r.nonce === undefined ? undefined : Number(r.nonce),
    token: Boolean(q.contract),
  }));
}

const gasOracle = z.object({ ProposeGasPrice: z.string().regex(/^\d+(\.\d+)?$/) });

/** The gas oracle's ProposeGasPrice (gwei, may have decimals) in wei. */
export async function etherscanGasPrice(base: string, chainId: number, h: ExplorerHttp): Promise<bigint> {
  const url = withQuery(base, {
    chainid: base.includes('/v2/') ? chainId : undefined,
    module: 'gastracker',
    action: 'gasoracle',
    apikey: h.apiKey,
  });
  const body = await requestJson(url, {}, etherscanEnvelope, h);
  const oracle = gasOracle.safeParse(unwrapEtherscan(url, body));
  if (!oracle.success) throw new ProviderError(redactUrl(url), 'malformed', 'unexpected gas oracle shape');
  const [whole = '0', frac = ''] = oracle.data.ProposeGasPrice.split('.');
  return BigInt(whole) * 10n ** 9n + BigInt((frac + '000000000').slice(0, 9));
}
