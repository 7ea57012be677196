/**
 * The generic devnet node path: /devnet/node/<node>/... reaches the node named in its info file,
 * GET and POST with sub-paths and queries; pages of other origins are refused; a node that is not
 * running is a clear 502. Real servers on 127.0.0.1.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeForwarder, nodeUrlFromEnv, nodeUrlFromInfoFile } from '../devNodeProxy';

let node: Server;
let proxy: Server;
let base: string;
let nodeBase: string;
const seen: { method: string; url: string; body: string }[] = [];
const dir = mkdtempSync(join(tmpdir(), 'kestrel-node-proxy-'));

const listen = (s: Server) =>
  new Promise<number>((r) => s.listen(0, '127.0.0.1', () => r((s.address() as AddressInfo).port)));

beforeAll(async () => {
  node = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body: Buffer.concat(chunks).toString() });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, url: req.url }));
    });
  });
  const nodePort = await listen(node);
  nodeBase = `http://127.0.0.1:${nodePort}`;
  writeFileSync(
    join(dir, 'kestrel-devnet-demo.json'),
    JSON.stringify({ rpcUrl: `http://127.0.0.1:${nodePort}/` }),
  );
  const forward = nodeForwarder((n) => nodeUrlFromInfoFile(n, dir));
  proxy = createServer((req, res) => forward(req, res, () => ((res.statusCode = 404), res.end())));
  base = `http://127.0.0.1:${await listen(proxy)}`;
});
afterAll(() => {
  node?.close();
  proxy?.close();
});

describe('the generic devnet node path', () => {
  it('forwards GET with its sub-path and query, and POST with its body', async () => {
    const get = await fetch(`${base}/devnet/node/demo/validators?limit=5`);
    expect(await get.json()).toEqual({ ok: true, url: '/validators?limit=5' });
    const post = await fetch(`${base}/devnet/node/demo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"method":"getBalance"}',
    });
    expect(post.status).toBe(200);
    expect(seen.at(-1)).toEqual({ method: 'POST', url: '/', body: '{"method":"getBalance"}' });
  });
  it('refuses a page of another origin before forwarding', async () => {
    const before = seen.length;
    const r = await fetch(`${base}/devnet/node/demo`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(r.status).toBe(403);
    expect(seen.length).toBe(before);
  });
  it('a node that is not running (or a name that is not a plain word) is a clear 502', async () => {
    const r = await fetch(`${base}/devnet/node/absent/x`);
    expect(r.status).toBe(502);
    expect(((await r.json()) as { error: string }).error).toMatch(/absent node is not running/);
    expect(nodeUrlFromInfoFile('../etc', dir)).toBeUndefined();
  });
  it("KESTREL_DEVNET_<NODE>_RPC points the default forwarder at a test's own node", async () => {
    expect(nodeUrlFromEnv('solana', { KESTREL_DEVNET_SOLANA_RPC: 'http://127.0.0.1:1234/' })).toBe(
      'http://127.0.0.1:1234',
    );
    expect(nodeUrlFromEnv('my-node', { KESTREL_DEVNET_MY_NODE_RPC: 'http://127.0.0.1:5' })).toBe(
      'http://127.0.0.1:5',
    );
    expect(nodeUrlFromEnv('solana', {})).toBeUndefined();
    expect(nodeUrlFromEnv('../x', { 'KESTREL_DEVNET_../X_RPC': 'http://127.0.0.1:5' })).toBeUndefined();

    const forward = nodeForwarder(); // the default: environment first, then the info file
    const srv = createServer((req, res) => forward(req, res, () => ((res.statusCode = 404), res.end())));
    const at = `http://127.0.0.1:${await listen(srv)}`;
    const name = `envnode${process.pid}`;
    try {
      expect((await fetch(`${at}/devnet/node/${name}/v`)).status).toBe(502);
      process.env[`KESTREL_DEVNET_${name.toUpperCase()}_RPC`] = `${nodeBase}/`;
      expect(await (await fetch(`${at}/devnet/node/${name}/v?q=1`)).json()).toEqual({
        ok: true,
        url: '/v?q=1',
      });
    } finally {
      delete process.env[`KESTREL_DEVNET_${name.toUpperCase()}_RPC`];
      srv.close();
    }
  });
});
