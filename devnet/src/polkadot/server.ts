/**
 * The devnet's Polkadot endpoint on 127.0.0.1: POST / is the node's JSON-RPC (forwarded to
 * chopsticks); POST /api/v2/scan/transfers {address, row, page} and POST /api/scan/extrinsic
 * {hash} answer in Subscan's shapes from the blocks chopsticks produced; POST /faucet
 * {address, amount (plancks)} is the devnet's uniform faucet route.
 */
import { createServer } from 'node:http';
import type { PolkadotChain } from './chain';
import type { Faucet } from './faucet';
import { readBody, sendJson } from '../http';

const MAX_BODY = 1 << 20;
/** The faucet's cap per request: 1,000,000 DOT. */
const MAX_FAUCET = 10n ** 16n;

function parse(body: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(body);
    return v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function transfers(node: PolkadotChain, q: Record<string, unknown>) {
  const address = typeof q.address === 'string' ? q.address : '';
  const row = Math.min(100, Math.max(1, Number(q.row) || 20));
  const page = Math.max(0, Number(q.page) || 0);
  const all = (await node.extrinsics()).filter(
    (e) => e.transfer && (e.transfer.from === address || e.transfer.to === address),
  );
  const rows = all.slice(page * row, page * row + row).map((e) => ({
    from: e.transfer!.from,
    to: e.transfer!.to,
    amount: (Number(e.transfer!.amount) / 1e10).toString(),
    amount_v2: e.transfer!.amount.toString(),
    hash: e.hash,
    block_num: e.block_num,
    block_timestamp: e.block_timestamp,
    success: e.success,
    module: 'balances',
  }));
  return {
    code: 0,
    message: 'Success',
    generated_at: Math.floor(Date.now() / 1000),
    data: { count: all.length, transfers: rows.length ? rows : null },
  };
}

async function extrinsic(node: PolkadotChain, q: Record<string, unknown>) {
  const hash = typeof q.hash === 'string' ? q.hash.toLowerCase() : '';
  const found = (await node.extrinsics()).find((e) => e.hash === hash);
  if (!found) return { code: 10004, message: 'Record Not Found', data: null };
  return {
    code: 0,
    message: 'Success',
    data: {
      extrinsic_hash: found.hash,
      block_num: found.block_num,
      block_timestamp: found.block_timestamp,
      success: found.success,
      pending: false,
    },
  };
}

async function faucet(
  node: PolkadotChain,
  f: Faucet,
  q: Record<string, unknown>,
): Promise<[number, unknown]> {
  const address = typeof q.address === 'string' ? q.address : '';
  const text = typeof q.amount === 'string' ? q.amount : typeof q.amount === 'number' ? String(q.amount) : '';
  if (q.token !== undefined) return [400, { error: 'The Polkadot devnet has no tokens' }];
  if (!/^\d{1,30}$/.test(text) || BigInt(text) === 0n || BigInt(text) > MAX_FAUCET)
    return [400, { error: `amount must be plancks from 1 to ${MAX_FAUCET}` }];
  try {
    const { hash, success } = await f.send(address, BigInt(text));
    if (!success)
      return [400, { error: `The faucet's transfer failed (${hash}): below the existential deposit?` }];
    return [200, { address, amount: text, hash }];
  } catch (e) {
    return [400, { error: (e as Error).message.slice(0, 200) }];
  }
}

export async function serve(node: PolkadotChain, f: Faucet, port: number) {
  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname.replace(/\/+$/, '');
      try {
        if (req.method !== 'POST') return sendJson(res, 405, { error: 'POST only' });
        const body = await readBody(req, MAX_BODY);
        if (path === '') {
          const answer = await fetch(node.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          });
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          return res.end(await answer.text());
        }
        if (path === '/api/v2/scan/transfers') return sendJson(res, 200, await transfers(node, parse(body)));
        if (path === '/api/scan/extrinsic') return sendJson(res, 200, await extrinsic(node, parse(body)));
        if (path === '/faucet') {
          const [status, answer] = await faucet(node, f, parse(body));
          return sendJson(res, status, answer);
        }
        sendJson(res, 404, { error: `No route ${path}` });
      } catch (e) {
        sendJson(res, 500, { error: (e as Error).message.slice(0, 200) });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const addr = server.address();
  const url = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : port}`;
  return {
    url,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
