/**
 * The devnet's XRP Ledger behind rippled's JSON-RPC on 127.0.0.1: POST / with
 * {"method": ..., "params": [{...}]} (rpc.ts), and POST /faucet ({address, amount} in drops) that
 * pays from the genesis account through the same submit path, so funding leaves a real history row.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { isValidClassicAddress } from 'ripple-address-codec';
import { DROPS_PER_XRP, RippleLedger } from './ledger';
import { errorResult, handleRpc, RpcError } from './rpc';
import { readBody, sendJson } from '../http';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request: 1,000,000 XRP. */
const MAX_FAUCET = 1_000_000n * DROPS_PER_XRP;

class BadRequest extends Error {}

function object(text: string): Record<string, unknown> {
  try {
    const v = JSON.parse(text) as unknown;
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new BadRequest('the body must be a JSON object');
}

function faucet(ledger: RippleLedger, p: Record<string, unknown>) {
  if (typeof p.address !== 'string' || !isValidClassicAddress(p.address))
    throw new BadRequest('address must be a classic XRP Ledger address (r...)');
  const text = typeof p.amount === 'string' || typeof p.amount === 'number' ? String(p.amount) : '';
  if (!/^\d{1,20}$/.test(text)) throw new BadRequest('amount is a whole number of drops');
  const amount = BigInt(text);
  if (amount === 0n || amount > MAX_FAUCET)
    throw new BadRequest('amount must be above 0 and at most 1000000 XRP');
  const out = ledger.fund(p.address, amount);
  if (out.kind !== 'result') throw new Error(out.exception);
  const r = ledger.resultOf(out.result);
  if (out.result !== 'tesSUCCESS') throw new BadRequest(`${r.engine_result}: ${r.engine_result_message}`);
  return { address: p.address, amount: text, hash: out.hash, ledger_index: ledger.validated };
}

export async function handle(ledger: RippleLedger, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  try {
    if (req.method === 'POST' && url.pathname === '/') {
      const body = object(await readBody(req, MAX_BODY, () => new BadRequest('request body too large')));
      const method = typeof body.method === 'string' ? body.method : '';
      const first: unknown = Array.isArray(body.params) ? body.params[0] : {};
      const params = first && typeof first === 'object' ? (first as Record<string, unknown>) : {};
      try {
        return sendJson(res, 200, { result: handleRpc(ledger, method, params) });
      } catch (e) {
        if (!(e instanceof RpcError)) throw e;
        // rippled answers RPC errors with HTTP 200 and status "error" in the result.
        return sendJson(res, 200, { result: errorResult(e, { command: method, ...params }) });
      }
    }
    if (req.method === 'POST' && url.pathname === '/faucet')
      return sendJson(
        res,
        200,
        faucet(ledger, object(await readBody(req, MAX_BODY, () => new BadRequest('request body too large')))),
      );
    return sendJson(res, 404, { error: 'not found' });
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).split('\n')[0]!.slice(0, 300);
    return sendJson(res, e instanceof BadRequest ? 400 : 500, { error: message });
  }
}

export interface RippleServer {
  url: string;
  close(): Promise<void>;
}

export async function serve(ledger: RippleLedger, port: number): Promise<RippleServer> {
  const server = createServer((req, res) => void handle(ledger, req, res));
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
