/**
 * The devnet's Filecoin node on 127.0.0.1: Lotus JSON-RPC at POST /rpc/v1 (Filecoin.WalletBalance,
 * MpoolGetNonce, GasEstimateMessageGas, MpoolPush, StateSearchMsg, ChainHead), the Filscan v1
 * calls at POST /api/v1/{MessagesByAccountID, FinalHeight, GasDataTrend} ({result: …}), and the
 * uniform POST /faucet ({address, amount} in attoFIL → {address, amount, hash}; {error} with 400).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { readBody, sendJson } from '../http';
import { FilecoinLedger, RpcError } from './ledger';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request: 1,000,000 FIL. */
const MAX_FAUCET = 10n ** 24n;

class BadRequest extends Error {}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('the body must be JSON');
  }
}

/** The request's JSON body (a bad request past 1 MiB or when it is not JSON). */
const body = async (req: IncomingMessage) =>
  json(await readBody(req, MAX_BODY, () => new BadRequest('request body too large')));

function faucet(ledger: FilecoinLedger, body: unknown) {
  const p = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  let address: string;
  try {
    address = ledger.address(p.address);
  } catch {
    throw new BadRequest('address must be a Filecoin test network address (t1…)');
  }
  if (p.token !== undefined) throw new BadRequest('the Filecoin devnet has no tokens');
  const text = typeof p.amount === 'string' || typeof p.amount === 'number' ? String(p.amount) : '';
  if (!/^\d{1,30}$/.test(text)) throw new BadRequest('amount is a whole number of attoFIL');
  const amount = BigInt(text);
  if (amount === 0n || amount > MAX_FAUCET)
    throw new BadRequest('amount must be above 0 and at most 1000000 FIL');
  return { address, amount: text, hash: ledger.fund(address, amount) };
}

/** One JSON-RPC call: the result, or Lotus's {code, message} error. */
function rpc(ledger: FilecoinLedger, method: string, params: unknown[]): unknown {
  switch (method) {
    case 'Filecoin.WalletBalance':
      return ledger.balanceOf(params[0]);
    case 'Filecoin.MpoolGetNonce':
      return ledger.nonceOf(params[0]);
    case 'Filecoin.GasEstimateMessageGas':
      return ledger.estimate(params[0]);
    case 'Filecoin.MpoolPush':
      return ledger.push(params[0]);
    case 'Filecoin.StateSearchMsg': {
      const cid = (params[1] as { '/'?: unknown } | undefined)?.['/'];
      if (typeof cid !== 'string') throw new RpcError('the message CID is missing');
      return ledger.search(cid);
    }
    case 'Filecoin.ChainHead':
      return { Height: ledger.height, Cids: [], Blocks: [] };
    default:
      throw new RpcError(`method '${method}' not found`, -32601);
  }
}

function jsonRpc(ledger: FilecoinLedger, body: unknown) {
  const call = (body ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
  const id = call.id ?? null;
  try {
    if (typeof call.method !== 'string' || !Array.isArray(call.params))
      throw new RpcError('invalid request', -32600);
    return { jsonrpc: '2.0', id, result: rpc(ledger, call.method, call.params) };
  } catch (e) {
    if (e instanceof RpcError) return { jsonrpc: '2.0', id, error: { code: e.code, message: e.message } };
    throw e;
  }
}

function scan(ledger: FilecoinLedger, name: string, body: unknown): unknown {
  const p = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (name === 'FinalHeight') return ledger.finalHeight();
  if (name === 'GasDataTrend') {
    if (typeof p.interval !== 'string') throw new BadRequest('interval is required');
    return ledger.gasTrend();
  }
  if (name === 'MessagesByAccountID') {
    const f = (p.filters ?? {}) as Record<string, unknown>;
    const index = Number(f.index ?? 0);
    const limit = Number(f.limit ?? 20);
    if (!Number.isInteger(index) || index < 0 || !Number.isInteger(limit) || limit < 1 || limit > 100)
      throw new BadRequest('filters.index and filters.limit must be whole numbers (limit 1-100)');
    let address: string;
    try {
      address = ledger.address(p.account_id);
    } catch {
      throw new BadRequest('account_id must be a Filecoin address');
    }
    return ledger.messagesOf(address, index, limit);
  }
  return undefined;
}

async function route(ledger: FilecoinLedger, req: IncomingMessage, path: string): Promise<[number, unknown]> {
  if (req.method !== 'POST') return [404, { error: `no route ${req.method} ${path}` }];
  if (path === '/faucet') return [200, faucet(ledger, await body(req))];
  if (path === '/rpc/v1') return [200, jsonRpc(ledger, await body(req))];
  const s = /^\/api\/v1\/(\w+)$/.exec(path);
  if (s) {
    const result = scan(ledger, s[1]!, await body(req));
    if (result !== undefined) return [200, { result }];
  }
  return [404, { error: `no route ${req.method} ${path}` }];
}

export async function serve(
  ledger: FilecoinLedger,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/\/+$/, '');
    route(ledger, req, path).then(
      ([status, body]) => sendJson(res, status, body),
      (e: unknown) => {
        if (e instanceof BadRequest) return sendJson(res, 400, { error: e.message });
        sendJson(res, 500, { error: e instanceof Error ? e.message : String(e) });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
