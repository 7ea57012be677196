/**
 * The devnet proxy adds litecoind's credentials to what it forwards, so a page on another site
 * must not reach it through a person's browser (a cross-site POST needs no CORS preflight).
 * Real servers on 127.0.0.1: a stand-in node that records what reaches it, and the proxy.
 */
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LITECOIN_PATH, rpcForwarder } from '../devProxy';

interface Seen {
  authorization?: string;
  body: string;
}

let node: Server;
let proxy: Server;
let proxyPort: number;
const seen: Seen[] = [];

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

function post(headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: proxyPort, path: LITECOIN_PATH, method: 'POST', headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    req.on('error', reject);
    // text/plain: the content type a cross-site form or fetch may send without a preflight.
    req.end('{"jsonrpc":"1.0","id":1,"method":"getblockcount","params":[]}');
  });
}

beforeAll(async () => {
  node = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ authorization: req.headers.authorization, body: Buffer.concat(chunks).toString() });
      res.setHeader('content-type', 'application/json');
      res.end('{"result":101,"error":null,"id":1}');
    });
  });
  const nodePort = await listen(node);
  const forward = rpcForwarder(
    LITECOIN_PATH,
    'The devnet litecoind',
    () => `http://user:secret@127.0.0.1:${nodePort}`,
  );
  proxy = createServer((req, res) =>
    forward(req, res, () => {
      res.statusCode = 404;
      res.end();
    }),
  );
  proxyPort = await listen(proxy);
});

afterAll(async () => {
  await new Promise((r) => proxy.close(r));
  await new Promise((r) => node.close(r));
});

beforeEach(() => {
  seen.length = 0;
});

describe('the devnet litecoind proxy', () => {
  it.each([
    ['a page on another site', { origin: 'https://evil.example', 'content-type': 'text/plain' }],
    ['another port of the same host', { origin: 'http://127.0.0.1:1' }],
    ['an opaque origin (sandboxed frame)', { origin: 'null' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site', origin: 'http://localhost:1' }],
  ])('refuses %s with 403 and forwards nothing', async (_label, headers) => {
    const r = await post(headers);
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body)).toMatchObject({ error: { message: expect.stringMatching(/cross-origin/i) } });
    expect(r.body).not.toContain('secret');
    expect(seen).toEqual([]);
  });

  it('forwards a same-origin request from the app with the node credentials', async () => {
    const r = await post({
      origin: `http://127.0.0.1:${proxyPort}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toMatchObject({ result: 101 });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from('user:secret').toString('base64')}`);
    expect(seen[0]!.body).toContain('getblockcount');
  });

  it('forwards a request with no Origin (curl, the CLI, scripts)', async () => {
    const r = await post({ 'content-type': 'application/json' });
    expect(r.status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});
