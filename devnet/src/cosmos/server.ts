/**
 * The devnet's LCD on 127.0.0.1 for one Cosmos-SDK chain: the REST calls the Cosmos family makes, in
 * their documented shapes — GET /cosmos/base/tendermint/v1beta1/node_info, /cosmos/auth/v1beta1/
 * accounts/{addr} (404 {code 5} when unknown), /cosmos/bank/v1beta1/balances/{addr}, POST
 * /cosmos/tx/v1beta1/simulate and /cosmos/tx/v1beta1/txs {tx_bytes, mode}, GET /cosmos/tx/v1beta1/
 * txs/{hash} and /cosmos/tx/v1beta1/txs?query=…&limit&page (THORChain's history), GET
 * /thorchain/constants (THORChain), GET /v1/cosmos/accounts/{addr}/transactions?take (Mintscan's
 * history, Cosmos) — and the devnet's uniform POST /faucet {address, amount, token?}.
 */
import { createServer, type IncomingMessage } from 'node:http';
import { bech32 } from '@scure/base';
import { Refusal, type CosmosLedger } from './ledger';
import * as r from './records';
import { readBody, sendJson } from '../http';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request (smallest units). */
const MAX_FAUCET = 10n ** 18n;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('http error');
  }
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const body: unknown = JSON.parse(await readBody(req, MAX_BODY));
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new HttpError(400, r.restError(3, 'invalid request body: not a JSON object'));
}

function address(ledger: CosmosLedger, text: string): string {
  try {
    const d = bech32.decode(text as `${string}1${string}`, 90);
    if (d.prefix === ledger.params.prefix && bech32.fromWords(d.words).length === 20) return text;
  } catch {
    // answered below
  }
  throw new HttpError(400, r.restError(3, `invalid address ${text.slice(0, 90)}: decoding bech32 failed`));
}

function txBytes(body: Record<string, unknown>): string {
  const t = body.tx_bytes;
  if (typeof t !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(t))
    throw new HttpError(400, r.restError(3, 'tx_bytes must be base64'));
  return t;
}

/** "message.sender='X' AND message.action='send'" (or transfer.recipient): the address and its role. */
function parseQuery(query: string): { address: string; as: 'sender' | 'recipient' } {
  let found: { address: string; as: 'sender' | 'recipient' } | undefined;
  for (const part of query.split(/\s+AND\s+/)) {
    const m = /^([a-z_.]+)\s*=\s*'([^']*)'$/.exec(part.trim());
    if (!m) throw new HttpError(400, r.restError(3, `invalid query ${query.slice(0, 200)}`));
    const [, key, value] = m;
    if (key === 'message.sender') found = { address: value!, as: 'sender' };
    else if (key === 'transfer.recipient') found = { address: value!, as: 'recipient' };
    // THORChain's MsgSend reports action "send"; the SDK's bank send its type URL.
    else if (key === 'message.action' && value !== 'send' && value !== '/cosmos.bank.v1beta1.MsgSend')
      return { address: '', as: 'sender' };
    else if (key !== 'message.action') throw new HttpError(400, r.restError(3, `unsupported event ${key}`));
  }
  if (!found)
    throw new HttpError(400, r.restError(3, 'query must name message.sender or transfer.recipient'));
  return found;
}

function decodeFailure(e: unknown): never {
  if (e instanceof Refusal || e instanceof HttpError) throw e;
  throw new HttpError(
    400,
    r.restError(2, `tx parse error: ${e instanceof Error ? e.message.slice(0, 200) : 'invalid'}`),
  );
}

async function route(ledger: CosmosLedger, req: IncomingMessage): Promise<[number, unknown]> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname.replace(/\/+$/, '');
  const p = ledger.params;
  const thor = p.nativeFee > 0n;
  let m: RegExpExecArray | null;
  if (req.method === 'GET') {
    if (path === '/cosmos/base/tendermint/v1beta1/node_info')
      return [
        200,
        {
          default_node_info: { network: p.chainId, moniker: 'kestrel-devnet', version: '0.38.0' },
          application_version: { name: thor ? 'thornode' : 'gaia' },
        },
      ];
    if ((m = /^\/cosmos\/auth\/v1beta1\/accounts\/([^/]+)$/.exec(path))) {
      const a = address(ledger, m[1]!);
      const account = ledger.accounts.get(a);
      if (!account)
        return [
          404,
          r.restError(5, `rpc error: code = NotFound desc = account ${a} not found: key not found`),
        ];
      return [200, r.accountJson(a, account)];
    }
    if ((m = /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/.exec(path))) {
      const amount = ledger.balanceOf(address(ledger, m[1]!));
      const balances = amount > 0n ? [{ denom: p.denom, amount: amount.toString() }] : [];
      return [200, { balances, pagination: { next_key: null, total: String(balances.length) } }];
    }
    if ((m = /^\/cosmos\/tx\/v1beta1\/txs\/([0-9A-Fa-f]{64})$/.exec(path))) {
      const t = ledger.txs.find((x) => x.hash === m![1]!.toUpperCase());
      if (!t) return [404, r.restError(5, `rpc error: code = NotFound desc = tx not found: ${m[1]}`)];
      return [200, { tx: r.txJson(t), tx_response: r.txResponse(t) }];
    }
    if (path === '/cosmos/tx/v1beta1/txs') {
      const q = parseQuery(url.searchParams.get('query') ?? '');
      const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? '100') || 100));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? '1') || 1);
      const all = ledger.txs.filter((t) => q.address !== '' && r.involves(t, q.address, q.as));
      const ordered = url.searchParams.get('order_by') === 'ORDER_BY_DESC' ? [...all].reverse() : all;
      const list = ordered.slice((page - 1) * limit, page * limit);
      return [
        200,
        {
          txs: list.map(r.txJson),
          tx_responses: list.map(r.txResponse),
          pagination: null,
          total: String(all.length),
        },
      ];
    }
    if (thor && path === '/thorchain/constants')
      return [
        200,
        { int_64_values: { NativeTransactionFee: Number(p.nativeFee) }, bool_values: {}, string_values: {} },
      ];
    if (!thor && (m = /^\/v1\/cosmos\/accounts\/([^/]+)\/transactions$/.exec(path))) {
      const take = Math.min(100, Math.max(1, Number(url.searchParams.get('take') ?? '20') || 20));
      const after = url.searchParams.get('searchAfter');
      return [200, r.mintscanPage(ledger, address(ledger, m[1]!), take, after ? Number(after) : undefined)];
    }
  }
  if (req.method === 'POST') {
    if (path === '/cosmos/tx/v1beta1/simulate') {
      const bytes = txBytes(await jsonBody(req));
      try {
        const gasUsed = ledger.simulate(bytes);
        return [
          200,
          {
            gas_info: { gas_wanted: '0', gas_used: gasUsed.toString() },
            result: { data: '', log: '', events: [] },
          },
        ];
      } catch (e) {
        if (e instanceof Refusal) return [400, r.restError(e.code, e.message)];
        decodeFailure(e);
      }
    }
    if (path === '/cosmos/tx/v1beta1/txs') {
      const body = await jsonBody(req);
      const bytes = txBytes(body);
      if (
        body.mode !== undefined &&
        body.mode !== 'BROADCAST_MODE_SYNC' &&
        body.mode !== 'BROADCAST_MODE_ASYNC'
      )
        return [400, r.restError(3, `unsupported broadcast mode ${String(body.mode).slice(0, 40)}`)];
      let hash = '';
      try {
        const { decodeTx } = await import('./decode');
        hash = decodeTx(bytes, p.prefix).hash;
        const t = ledger.submit(bytes);
        return [200, r.broadcastResponse(t.hash, 0, '', '[]')];
      } catch (e) {
        if (e instanceof Refusal) return [200, r.broadcastResponse(hash, e.code, 'sdk', e.message)];
        decodeFailure(e);
      }
    }
    if (path === '/faucet') return faucet(ledger, await jsonBody(req).catch(() => ({})));
  }
  return [404, r.restError(12, `Not Implemented: ${req.method} ${path}`)];
}

function faucet(ledger: CosmosLedger, body: Record<string, unknown>): [number, unknown] {
  if (body.token !== undefined) return [400, { error: 'This devnet node has no tokens' }];
  const text = typeof body.address === 'string' ? body.address : '';
  try {
    address(ledger, text);
  } catch {
    return [400, { error: `Not a ${ledger.params.prefix}1… account address` }];
  }
  const amount =
    typeof body.amount === 'string' && /^[1-9]\d{0,30}$/.test(body.amount) ? BigInt(body.amount) : 0n;
  if (amount <= 0n || amount > MAX_FAUCET)
    return [
      400,
      { error: `The amount must be a whole number of ${ledger.params.denom} between 1 and ${MAX_FAUCET}` },
    ];
  const t = ledger.fund(text, amount);
  return [200, { address: text, amount: amount.toString(), hash: t.hash }];
}

export async function serve(
  ledger: CosmosLedger,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    route(ledger, req).then(
      ([status, body]) => sendJson(res, status, body),
      (e: unknown) => {
        if (e instanceof HttpError) sendJson(res, e.status, e.body);
        else sendJson(res, 500, r.restError(1, 'internal error'));
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const bound = typeof addr === 'object' && addr ? addr.port : port;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
