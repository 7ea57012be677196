/**
 * The devnet's Tezos node on 127.0.0.1: the Octez RPC calls the adapter makes (head hash, chain
 * id, a contract's counter, balance and manager key, simulate_operation, injection), TzKT's
 * GET /v1/accounts/{addr}/operations and /v1/operations/{hash}, and the uniform POST /faucet
 * ({address, amount} in mutez → {address, amount, hash}; {error} with 400).
 */
import { createServer, type IncomingMessage } from 'node:http';
import { validateAddress, ValidationResult } from '@taquito/utils';
import { CHAIN_ID, NodeError, TezosLedger } from './ledger';
import { readBody, sendJson } from '../http';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request: 1,000,000 tez. */
const MAX_FAUCET = 1_000_000_000_000n;
const CONTRACT =
  /^\/chains\/main\/blocks\/head\/context\/contracts\/([1-9A-Za-z]+)\/(counter|balance|manager_key)$/;

class BadRequest extends Error {}

function json(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('the body must be JSON');
  }
}

const isImplicit = (a: unknown): a is string =>
  typeof a === 'string' && /^tz[1-4]/.test(a) && validateAddress(a) === ValidationResult.VALID;

function faucet(ledger: TezosLedger, body: unknown) {
  const p = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (!isImplicit(p.address)) throw new BadRequest('address must be a Tezos implicit account (tz1…)');
  if (p.token !== undefined) throw new BadRequest('the Tezos devnet has no tokens');
  const text = typeof p.amount === 'string' || typeof p.amount === 'number' ? String(p.amount) : '';
  if (!/^\d{1,20}$/.test(text)) throw new BadRequest('amount is a whole number of mutez');
  const amount = BigInt(text);
  if (amount === 0n || amount > MAX_FAUCET)
    throw new BadRequest('amount must be above 0 and at most 1000000 tez');
  return { address: p.address, amount: text, hash: ledger.fund(p.address, amount) };
}

async function route(ledger: TezosLedger, req: IncomingMessage, url: URL): Promise<[number, unknown]> {
  const path = url.pathname.replace(/\/+$/, '');
  if (req.method === 'GET') {
    if (path === '/chains/main/blocks/head/hash') return [200, ledger.head];
    if (path === '/chains/main/chain_id') return [200, CHAIN_ID];
    const c = CONTRACT.exec(path);
    if (c) {
      if (!isImplicit(c[1])) return [400, [{ kind: 'permanent', id: 'node.rpc.invalid_contract' }]];
      const a = ledger.account(c[1]);
      if (c[2] === 'counter') return [200, a.counter.toString()];
      if (c[2] === 'balance') return [200, a.balance.toString()];
      return [200, a.managerKey];
    }
    const ops = /^\/v1\/accounts\/([1-9A-Za-z]+)\/operations$/.exec(path);
    if (ops) {
      const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? '100') || 100, 1), 1000);
      const type = url.searchParams.get('type');
      const lastId = url.searchParams.get('lastId');
      const rows = ledger.transactionsOf(ops[1]!, limit, lastId === null ? Infinity : Number(lastId));
      return [200, type && type !== 'transaction' ? [] : rows];
    }
    const op = /^\/v1\/operations\/([1-9A-Za-z]+)$/.exec(path);
    if (op) return [200, ledger.operation(op[1]!)];
  }
  if (req.method === 'POST') {
    if (path === '/faucet')
      return [
        200,
        faucet(ledger, json(await readBody(req, MAX_BODY, () => new BadRequest('request body too large')))),
      ];
    if (path === '/chains/main/blocks/head/helpers/scripts/simulate_operation') {
      const body = json(await readBody(req, MAX_BODY, () => new BadRequest('request body too large'))) as {
        operation?: unknown;
        chain_id?: unknown;
      };
      const operation = (body?.operation ?? {}) as { contents?: unknown };
      return [200, ledger.simulate(operation, body?.chain_id)];
    }
    if (path === '/injection/operation') {
      const hex = json(await readBody(req, MAX_BODY, () => new BadRequest('request body too large')));
      if (typeof hex !== 'string')
        throw new BadRequest('the body must be the operation bytes as a JSON string');
      return [200, await ledger.inject(hex)];
    }
  }
  return [404, { error: `no route ${req.method} ${path}` }];
}

export async function serve(
  ledger: TezosLedger,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    route(ledger, req, url).then(
      ([status, body]) => sendJson(res, status, body),
      (e: unknown) => {
        if (e instanceof NodeError) return sendJson(res, 500, e.body);
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
