/**
 * Jetton metadata layouts on @ton/sandbox (jetton minters deployed with each TEP-64 content) with a
 * local HTTP server serving the off-chain JSON: off-chain content (with image, and through the
 * ipfs:// gateway), decimals 9 when absent, semi-chain content (on-chain fields win), and a
 * malformed, missing or unreachable JSON that fails the token info clearly while the balance still
 * shows (fresh, its amount right); a fixed answer is read again (a partial read is not cached).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TonDevnet } from '@kestrel/devnet';
import { sha256 } from '@noble/hashes/sha2.js';
import { Address, beginCell, Dictionary, type Cell } from '@ton/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../../adapter-types';
import { metadataUrl } from './logic/jetton-metadata';
import { startTestTon, tonAdapter } from './testing/devnet';

let devnet: TonDevnet;
let server: Server;
let base: string;
let adapter: ChainAdapter;
let owner: string;
/** What the metadata server answers, by path (mutable: a test fixes an answer). */
const answers = new Map<string, string>();

const snake = (text: string) => beginCell().storeUint(0, 8).storeStringTail(text).endCell();
function onChain(meta: Record<string, string>): Cell {
  const dict = Dictionary.empty(Dictionary.Keys.BigUint(256), Dictionary.Values.Cell());
  for (const [k, v] of Object.entries(meta))
    dict.set(BigInt(`0x${Buffer.from(sha256(new TextEncoder().encode(k))).toString('hex')}`), snake(v));
  return beginCell().storeUint(0, 8).storeDict(dict).endCell();
}
const offChain = (uri: string) => beginCell().storeUint(1, 8).storeStringTail(uri).endCell();

/** A new jetton with `content`, 123.456 (in 10^-9 units: 123456000000) minted to `owner`. */
async function jetton(content: Cell): Promise<string> {
  const master = await devnet.sandbox.deployJetton(content);
  await devnet.sandbox.mint(Address.parse(owner), 123_456_000_000n, master);
  const check = adapter.validateAddress(master.toString());
  if (!check.valid) throw new Error(check.reason);
  return check.normalized;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = answers.get(req.url ?? '');
    if (body === undefined) res.writeHead(404).end('not found');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  devnet = await startTestTon();
  adapter = tonAdapter(devnet, { ipfsGateway: base });
  owner = (await adapter.importPrivateKey('55'.repeat(32))).address;
});
afterAll(async () => {
  await devnet?.stop();
  await new Promise((resolve) => server?.close(resolve));
});

async function jettonRow(master: string) {
  return (await adapter.getBalances(owner, { tokens: [master] }))[1]!;
}

describe('TON jetton metadata', () => {
  it('reads off-chain content (name, symbol, decimals, image) over HTTP and through the ipfs:// gateway', async () => {
    const json = JSON.stringify({
      name: 'Off Chain Jetton',
      symbol: 'OCJ',
      decimals: '6',
      image: 'https://example.org/ocj.png',
    });
    answers.set('/meta/ocj.json', json);
    answers.set('/ipfs/QmKestrelTestCid/meta.json', json.replace('OCJ', 'IPJ'));
    const http = await jetton(offChain(`${base}/meta/ocj.json`));
    expect(await adapter.getTokenInfo!(http)).toEqual({
      name: 'Off Chain Jetton',
      symbol: 'OCJ',
      decimals: 6,
      image: 'https://example.org/ocj.png',
    });
    expect(await jettonRow(http)).toMatchObject({ symbol: 'OCJ', decimals: 6, amount: 123_456_000_000n });
    const ipfs = await jetton(offChain('ipfs://QmKestrelTestCid/meta.json'));
    expect(await adapter.getTokenInfo!(ipfs)).toMatchObject({ symbol: 'IPJ', decimals: 6 });
  });

  it('takes decimals 9 when the JSON has none, and on-chain fields over the JSON (semi-chain)', async () => {
    answers.set('/meta/nodec.json', JSON.stringify({ name: 'No Decimals', symbol: 'NOD' }));
    const nodec = await jetton(offChain(`${base}/meta/nodec.json`));
    expect(await adapter.getTokenInfo!(nodec)).toEqual({ name: 'No Decimals', symbol: 'NOD', decimals: 9 });
    answers.set('/meta/semi.json', JSON.stringify({ name: 'From JSON', symbol: 'JSN', decimals: '2' }));
    const semi = await jetton(onChain({ symbol: 'SEMI', uri: `${base}/meta/semi.json` }));
    expect(await adapter.getTokenInfo!(semi)).toEqual({ name: 'From JSON', symbol: 'SEMI', decimals: 2 });
  });

  it.each([
    ['malformed JSON', '/meta/broken.json', '{"name": "Broken", ', 'answer is not JSON'],
    [
      'a JSON of the wrong shape',
      '/meta/shape.json',
      '{"name": 5, "symbol": "X"}',
      'unexpected answer shape',
    ],
    ['a missing document', '/meta/missing.json', undefined, 'HTTP 404'],
    ['an unreachable server', 'http://127.0.0.1:9/meta.json', undefined, 'http://127.0.0.1:9 unreachable'],
  ])('%s: token info fails clearly, the balance still shows', async (_, path, body, reason) => {
    if (body !== undefined) answers.set(path, body);
    const uri = path.startsWith('http') ? path : `${base}${path}`;
    const master = await jetton(offChain(uri));
    await expect(adapter.getTokenInfo!(master)).rejects.toThrow(
      new RegExp(`^The jetton metadata could not be read: .*${reason}`),
    );
    expect(await jettonRow(master)).toMatchObject({
      asset: { kind: 'token', contract: master },
      amount: 123_456_000_000n,
      state: 'fresh',
      symbol: '',
      decimals: 9,
    });
    if (path.startsWith('/')) {
      // Not cached while broken: once the server answers well, the info is read.
      answers.set(path, JSON.stringify({ name: 'Fixed', symbol: 'FIX', decimals: '4' }));
      expect(await adapter.getTokenInfo!(master)).toMatchObject({ symbol: 'FIX', decimals: 4 });
    }
  });

  it('maps ipfs:// to the gateway and reads only http(s)', () => {
    expect(metadataUrl('ipfs://bafy/x.json', 'https://gw.example/')).toBe(
      'https://gw.example/ipfs/bafy/x.json',
    );
    expect(metadataUrl('ipfs://ipfs/bafy', 'https://gw.example')).toBe('https://gw.example/ipfs/bafy');
    expect(() => metadataUrl('file:///etc/passwd', 'https://gw.example')).toThrow('is not read');
    expect(() => metadataUrl('not a uri', 'https://gw.example')).toThrow('is not a URL');
  });
});
