/**
 * The web server's devnet faucet funds the chain the page asks for only: each EVM chain is its own
 * network on the devnet's EVM server (issue #12, defect 16). A real devnet and a real HTTP server
 * on 127.0.0.1 running the faucet route.
 */
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faucetHandler } from '../devFaucet';

let devnet: Devnet;
let server: Server;
let base: string;
const TO = '0x1600000000000000000000000000000000000061';

beforeAll(async () => {
  devnet = await startDevnet({ port: await freePort(), explorerPort: 0 });
  const handle = faucetHandler({
    evm: () => devnet.rpcUrl,
    litecoin: () => undefined,
    node: () => undefined,
  });
  server = createServer((req, res) => handle(req, res, () => ((res.statusCode = 404), res.end())));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
  await devnet?.stop();
});

async function balance(chain: string): Promise<bigint> {
  const res = await fetch(devnet.rpcUrlOf(chain), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [TO, 'latest'] }),
  });
  return BigInt(((await res.json()) as { result: string }).result);
}
const fund = (body: Record<string, unknown>) =>
  fetch(`${base}/devnet/faucet/evm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: TO, decimals: 18, ...body }),
  });

describe('the devnet faucet route on the EVM node', () => {
  it('funds only the chain asked for', async () => {
    expect((await fund({ amount: '2', chain: 'binance_smart_chain' })).status).toBe(200);
    expect(await balance('binance_smart_chain')).toBe(2n * 10n ** 18n);
    expect(await balance('ethereum')).toBe(0n);
    expect((await fund({ amount: '10', chain: 'ethereum' })).status).toBe(200);
    expect(await balance('ethereum')).toBe(10n * 10n ** 18n);
    expect(await balance('binance_smart_chain')).toBe(2n * 10n ** 18n);
  });

  it('refuses a chain that is not a chain name, and funds nothing then', async () => {
    const bad = await fund({ amount: '1', chain: '../x' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Unknown chain' });
    expect(await balance('ethereum')).toBe(10n * 10n ** 18n);
  });
});
