/**
 * Each EVM chain is its own network on the devnet's EVM server (issue #12, defect 16), through the
 * web server's paths: /devnet/evm/<chain_name> reaches that chain's network, and the faucet funds
 * the chain the page asks for only. A real devnet and a real HTTP server on 127.0.0.1 running the
 * proxy and faucet routes.
 */
import { freePort, startDevnet, type Devnet } from '@kestrel/devnet';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faucetHandler } from '../devFaucet';
import { EVM_PATH, rpcForwarder } from '../devProxy';

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
  const forward = rpcForwarder(EVM_PATH, 'The devnet EVM node', () => devnet.rpcUrl);
  server = createServer((req, res) =>
    forward(req, res, () => handle(req, res, () => ((res.statusCode = 404), res.end()))),
  );
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

describe('the devnet EVM path', () => {
  it("reaches each chain's own network below /devnet/evm; /devnet/evm alone is ethereum", async () => {
    const chainId = async (path: string) => {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      return Number(((await res.json()) as { result: string }).result);
    };
    expect(await chainId('/devnet/evm')).toBe(31337);
    expect(await chainId('/devnet/evm/ethereum')).toBe(31337);
    expect(await chainId('/devnet/evm/binance_smart_chain')).toBe(3133756);
  });
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
