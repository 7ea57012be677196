/**
 * `--store` on the devnet: a person's own RPC endpoint saved with `kestrel providers add-rpc`
 * (here a relay on 127.0.0.1 in front of the devnet's Hardhat node, standing for their own node)
 * is what a network command given `--store` (here `balance`) reads through; `reset-rpc` puts the
 * devnet's node back.
 */
import { devnetInfoFile, freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './harness';

const FRESH = '0x000000000000000000000000000000000000bEEF';
let devnet: Devnet;
let relay: Server;
let relayUrl = '';
const relayed: string[] = [];
let env: Record<string, string>;

beforeAll(async () => {
  const port = await freePort();
  devnet = await startDevnet({ port });
  env = { KESTREL_DEVNET_INFO: devnetInfoFile(port), KESTREL_PASSWORD: 'correct horse battery' };
  // Forwards JSON-RPC to the devnet's ethereum node and notes each method.
  relay = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const calls = JSON.parse(body) as { method: string } | { method: string }[];
      for (const c of Array.isArray(calls) ? calls : [calls]) relayed.push(c.method);
      void fetch(devnet.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (r) => {
          res.setHeader('content-type', 'application/json');
          res.end(await r.text());
        })
        .catch(() => {
          res.statusCode = 502;
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  const addr = relay.address();
  relayUrl = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/my-node`;
}, 120_000);
afterAll(async () => {
  await new Promise<void>((resolve) => relay?.close(() => resolve()));
  await devnet?.stop();
});

describe('--store providers on the devnet', () => {
  it("reads through the person's own RPC endpoint, and the devnet's node again after reset-rpc", async () => {
    const store = mkdtempSync(join(tmpdir(), 'kestrel-providers-devnet-'));
    const net = ['--chain', 'ethereum', '--network', 'devnet'];
    expect((await runCli(['faucet', ...net, FRESH, '--amount', '1.5'], '', env)).code).toBe(0);
    expect((await runCli(['providers', 'add-rpc', relayUrl, ...net, '--store', store], '', env)).code).toBe(
      0,
    );

    const through = await runCli(['balance', ...net, '--address', FRESH, '--store', store], '', env);
    expect(through.code).toBe(0);
    expect(through.text).toContain('1500000000000000000');
    // The balance comes in one Multicall3 aggregate3 eth_call (native + tokens in one request).
    expect(relayed).toContain('eth_call');

    expect((await runCli(['providers', 'reset-rpc', ...net, '--store', store], '', env)).code).toBe(0);
    const count = relayed.length;
    const direct = await runCli(['balance', ...net, '--address', FRESH, '--store', store], '', env);
    expect(direct.code).toBe(0);
    expect(direct.text).toContain('1500000000000000000');
    expect(relayed.length).toBe(count);
  });
});
