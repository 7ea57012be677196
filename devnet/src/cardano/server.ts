/**
 * The Cardano devnet endpoint on 127.0.0.1, speaking what the adapter calls on mainnet: the
 * product API's GET /cardano/raw/address/{address}[?page=N]; Blockfrost's GET /api/v0/epochs/latest/parameters,
 * /api/v0/blocks/latest, /api/v0/txs/{hash} and POST /api/v0/tx/submit (application/cbor); and the
 * uniform POST /faucet ({address, amount} in lovelace).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import * as C from '@blaze-cardano/core';
import type { CardanoLedger } from './ledger';

const MAX_BODY = 1 << 16;
/** The faucet's cap per request: 1,000,000 ADA. */
const MAX_FAUCET = 1_000_000n * 1_000_000n;

class BadRequest extends Error {}

async function body(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY) throw new BadRequest('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function testAddress(v: unknown): string {
  if (typeof v !== 'string' || !v.startsWith('addr_test1'))
    throw new BadRequest('address is an addr_test1… address');
  try {
    C.Address.fromBech32(v);
  } catch {
    throw new BadRequest('address is not a Cardano address');
  }
  return v;
}

async function faucet(ledger: CardanoLedger, req: IncomingMessage) {
  let p: { address?: unknown; amount?: unknown };
  try {
    p = JSON.parse((await body(req)).toString('utf8')) as typeof p;
  } catch {
    throw new BadRequest('the body is JSON {address, amount}');
  }
  const address = testAddress(p.address);
  const text = typeof p.amount === 'string' || typeof p.amount === 'number' ? String(p.amount) : '';
  if (!/^\d{1,20}$/.test(text)) throw new BadRequest('amount is a whole number of lovelace');
  const amount = BigInt(text);
  if (amount < 1_000_000n || amount > MAX_FAUCET)
    throw new BadRequest('amount must be at least 1 ADA and at most 1000000 ADA');
  return { address, amount: text, hash: ledger.fund(address, amount) };
}

function send(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

export async function handle(
  ledger: CardanoLedger,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname.replace(/\/+$/, '');
  try {
    const raw = /^\/cardano\/raw\/address\/([^/]+)$/.exec(path);
    const tx = /^\/api\/v0\/txs\/([0-9a-fA-F]{64})$/.exec(path);
    if (req.method === 'GET' && raw) {
      const page = url.searchParams.get('page') ?? '1';
      if (!/^[1-9]\d{0,6}$/.test(page)) throw new BadRequest('Invalid page');
      return send(res, 200, ledger.address(testAddress(decodeURIComponent(raw[1]!)), Number(page)));
    }
    if (req.method === 'GET' && path === '/api/v0/epochs/latest/parameters')
      return send(res, 200, ledger.parameters());
    if (req.method === 'GET' && path === '/api/v0/blocks/latest') return send(res, 200, ledger.tip());
    if (req.method === 'GET' && tx) {
      const found = ledger.transaction(tx[1]!);
      return found
        ? send(res, 200, found)
        : send(res, 404, { error: 'The requested component has not been found.' });
    }
    if (req.method === 'POST' && path === '/api/v0/tx/submit') {
      const cbor = await body(req);
      try {
        return send(res, 200, await ledger.submit(cbor));
      } catch (e) {
        return send(res, 400, { error: 'Bad Request', message: e instanceof Error ? e.message : String(e) });
      }
    }
    if (req.method === 'POST' && path === '/faucet') return send(res, 200, await faucet(ledger, req));
    return send(res, 404, { error: `no route ${req.method} ${path}` });
  } catch (e) {
    if (e instanceof BadRequest) return send(res, 400, { error: e.message });
    return send(res, 500, { error: e instanceof Error ? e.message : String(e) });
  }
}

export async function serve(ledger: CardanoLedger, port: number) {
  const server = createServer((req, res) => void handle(ledger, req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actual}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
