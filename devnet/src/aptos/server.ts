/**
 * The devnet's Aptos node on 127.0.0.1: the node REST API v1 calls the adapter makes, under /v1
 * (GET /v1, /v1/accounts/{addr}, /v1/estimate_gas_price, /v1/transactions/by_hash/{hash} and
 * by_version/{version}; POST /v1/view for 0x1::coin::balance<AptosCoin>,
 * /v1/transactions/simulate and /v1/transactions with BCS bodies), the indexer's POST
 * /v1/graphql for account_transactions, error answers as
 * {message, error_code, vm_error_code}, and the uniform POST /faucet ({address, amount} in octas →
 * {address, amount, hash}; {error} with 400).
 */
import { AccountAddress } from '@aptos-labs/ts-sdk';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { AptosLedger, GAS_PRICE, longAddress, NodeError } from './ledger';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request: 1,000,000 APT. */
const MAX_FAUCET = 100_000_000_000_000n;
const BCS_SIGNED = 'application/x.aptos.signed_transaction+bcs';

class BadRequest extends Error {}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify(body));
}

/** The body as bytes: submissions are binary BCS (the shared devnet/src/http.ts reader gives text). */
function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) {
        reject(new BadRequest('request body too large'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown;
  } catch {
    throw new NodeError(400, 'invalid_input', 'the body must be JSON');
  }
}

/** AIP-40 strict parse, as the node's path parameters are read. */
function address(text: string | undefined): string {
  try {
    return AccountAddress.fromStringStrict(text ?? '').toStringLong();
  } catch {
    throw new NodeError(400, 'invalid_input', `Invalid account address: ${text ?? ''}`);
  }
}

function faucet(ledger: AptosLedger, body: unknown) {
  const p = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  let to: string;
  try {
    to = AccountAddress.fromStringStrict(typeof p.address === 'string' ? p.address : '').toString();
  } catch {
    throw new BadRequest('address must be an Aptos address (0x and 64 hex characters)');
  }
  if (p.token !== undefined) throw new BadRequest('the Aptos devnet has no tokens');
  const text = typeof p.amount === 'string' || typeof p.amount === 'number' ? String(p.amount) : '';
  if (!/^\d{1,20}$/.test(text)) throw new BadRequest('amount is a whole number of octas');
  const amount = BigInt(text);
  if (amount === 0n || amount > MAX_FAUCET)
    throw new BadRequest('amount must be above 0 and at most 1000000 APT');
  return { address: to, amount: text, hash: ledger.fund(to, amount) };
}

function requireBcs(req: IncomingMessage): void {
  if ((req.headers['content-type'] ?? '').split(';')[0]!.trim() !== BCS_SIGNED)
    throw new NodeError(415, 'unsupported_media_type', `expected content-type ${BCS_SIGNED}`);
}

async function route(ledger: AptosLedger, req: IncomingMessage, url: URL): Promise<[number, unknown]> {
  const path = url.pathname.replace(/\/+$/, '');
  if (req.method === 'GET') {
    if (path === '/v1' || path === '') return [200, ledger.ledgerInfo()];
    if (path === '/v1/estimate_gas_price')
      return [
        200,
        {
          deprioritized_gas_estimate: GAS_PRICE.deprioritized,
          gas_estimate: GAS_PRICE.normal,
          prioritized_gas_estimate: GAS_PRICE.prioritized,
        },
      ];
    const byVersion = /^\/v1\/transactions\/by_version\/(\d{1,20})$/.exec(path);
    if (byVersion) {
      const t = ledger.transactionAt(byVersion[1]!);
      if (!t)
        throw new NodeError(
          404,
          'transaction_not_found',
          `Transaction not found by Ledger version(${byVersion[1]})`,
        );
      return [200, t];
    }
    const acc = /^\/v1\/accounts\/([^/]+)$/.exec(path);
    if (acc) {
      const a = address(acc[1]);
      const account = ledger.account(a);
      if (!account.exists) throw accountNotFound(ledger, a);
      return [200, { sequence_number: account.sequence.toString(), authentication_key: a }];
    }
    const byHash = /^\/v1\/transactions\/by_hash\/(0x[0-9a-fA-F]{64})$/.exec(path);
    if (byHash) {
      const t = ledger.transaction(byHash[1]!);
      if (!t)
        throw new NodeError(
          404,
          'transaction_not_found',
          `Transaction not found by Transaction hash(${byHash[1]})`,
        );
      return [200, t];
    }
  }
  if (req.method === 'POST') {
    if (path === '/faucet') return [200, faucet(ledger, json(await readBody(req)))];
    if (path === '/v1/graphql') return [200, graphql(ledger, json(await readBody(req)))];
    if (path === '/v1/view') {
      const body = json(await readBody(req)) as {
        function?: unknown;
        type_arguments?: unknown;
        arguments?: unknown;
      };
      const args = Array.isArray(body?.arguments) ? (body.arguments as unknown[]) : [];
      if (
        body?.function !== '0x1::coin::balance' ||
        JSON.stringify(body.type_arguments) !== '["0x1::aptos_coin::AptosCoin"]' ||
        args.length !== 1 ||
        typeof args[0] !== 'string'
      )
        throw new NodeError(
          400,
          'invalid_input',
          'the devnet answers 0x1::coin::balance<AptosCoin>(address) only',
        );
      return [200, [ledger.account(address(args[0])).balance.toString()]];
    }
    if (path === '/v1/transactions/simulate') {
      requireBcs(req);
      return [200, ledger.simulate(new Uint8Array(await readBody(req)))];
    }
    if (path === '/v1/transactions') {
      requireBcs(req);
      return [202, ledger.submit(new Uint8Array(await readBody(req)))];
    }
  }
  return [
    404,
    { message: `no route ${req.method} ${path}`, error_code: 'web_framework_error', vm_error_code: null },
  ];
}

/**
 * The indexer's GraphQL API, for the one query the adapter makes: account_transactions of
 * $address, newest first, at most $limit (GraphQL answers its errors with HTTP 200 and `errors`).
 */
function graphql(ledger: AptosLedger, body: unknown): unknown {
  const b = (body && typeof body === 'object' ? body : {}) as { query?: unknown; variables?: unknown };
  const v = (b.variables && typeof b.variables === 'object' ? b.variables : {}) as Record<string, unknown>;
  if (typeof b.query !== 'string' || !/account_transactions\s*\(/.test(b.query))
    return { errors: [{ message: 'the devnet indexer answers account_transactions only' }] };
  if (typeof v.address !== 'string' || !Number.isInteger(v.limit))
    return { errors: [{ message: 'variables: address (String!) and limit (Int!) are required' }] };
  const before = typeof v.before === 'string' || typeof v.before === 'number' ? BigInt(v.before) : undefined;
  const limit = Math.min(Math.max(Number(v.limit), 1), 100);
  const versions = ledger.accountVersions(address(v.address), limit, before);
  return { data: { account_transactions: versions.map((x) => ({ transaction_version: Number(x) })) } };
}

function accountNotFound(ledger: AptosLedger, a: string): NodeError {
  return new NodeError(
    404,
    'account_not_found',
    `Account not found by Address(${longAddress(a)}) and Ledger version(${ledger.version})`,
  );
}

export async function serve(
  ledger: AptosLedger,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    route(ledger, req, url).then(
      ([status, body]) => send(res, status, body),
      (e: unknown) => {
        if (e instanceof NodeError) return send(res, e.status, e.body);
        if (e instanceof BadRequest) return send(res, 400, { error: e.message });
        send(res, 500, { message: e instanceof Error ? e.message : String(e), error_code: 'internal_error' });
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const a = server.address();
  const actual = typeof a === 'object' && a ? a.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
