/**
 * The product API's Cardano send relay (/cardano/api/v0/…: protocol parameters, tip, transaction,
 * submit, the server's key added) in front of the devnet's emulator (@blaze-cardano/emulator behind
 * Blockfrost-shaped calls, on loopback): a wallet adapter given only the API as `productApi` for
 * sends signs a payment the emulator accepts and confirms it through the relay. Refusals pass
 * through in the node's words, bad input is 400 before the upstream, an upstream fault is 502, and
 * a Blockfrost key alone configures the upstream (its network prefix names the base URL).
 */
import { startCardanoDevnet } from '@kestrel/devnet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAdapter,
  deriveAccount,
  getChain,
  loadFamily,
  seedFromMnemonic,
  type ChainAdapter,
} from '@kestrel/chains';
import { MAX_PARAM_LENGTH } from '../app';
import { cardanoRoutes } from '../routes/cardano';
import { CardanoRelay, blockfrostUrlForKey, cardanoUpstreamFromEnv } from './blockfrost-relay';

const KEY = 'preprodRelayTestKey';
let node: Awaited<ReturnType<typeof startCardanoDevnet>>;
let app: FastifyInstance;
let base = '';
let adapter: ChainAdapter;
const seen: (string | null)[] = [];
let upstreamDown = false;

const phrase = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
let from = '';
let to = '';

beforeAll(async () => {
  await loadFamily('cardano');
  node = await startCardanoDevnet({ port: 0, infoFile: false });
  from = deriveAccount('cardano', seedFromMnemonic(phrase), { network: 'devnet' }).address;
  to = deriveAccount(
    'cardano',
    seedFromMnemonic(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    ),
    { network: 'devnet' },
  ).address;
  // The devnet's Blockfrost-shaped calls are the upstream; the fetch notes the key it is sent.
  const upstream: typeof fetch = (input, init) => {
    seen.push(new Headers(init?.headers).get('project_id'));
    if (upstreamDown) return Promise.resolve(new Response('maintenance', { status: 503 }));
    return fetch(input, init);
  };
  const relay = new CardanoRelay({ url: `${node.rpcUrl}/api/v0`, apiKey: KEY }, { fetch: upstream });
  app = Fastify({ maxParamLength: MAX_PARAM_LENGTH });
  await app.register(cardanoRoutes, { relay });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Reads from the devnet's own address route (the relay reads Blockfrost's address calls, which
  // the devnet does not serve); every send call goes through the product API.
  adapter = await createAdapter('cardano', {
    network: 'devnet',
    productApi: base,
    explorerApis: [node.rpcUrl],
  } as Parameters<typeof createAdapter>[1]);
  await fetch(`${node.rpcUrl}/faucet`, {
    method: 'POST',
    body: JSON.stringify({ address: from, amount: '10000000' }),
  });
});
afterAll(async () => {
  await app?.close();
  await node?.stop();
});

describe('the Cardano send relay', () => {
  it('carries a payment the emulator accepts, with the key added upstream and never answered back', async () => {
    upstreamDown = false;
    const prepared = await adapter.prepareTransfer({ from, to, amount: 2_000_000n });
    const cardano = await loadFamily('cardano');
    const key = deriveAccount('cardano', seedFromMnemonic(phrase), { network: 'devnet' }).privateKey;
    const signer = await cardano.signerFromKey(getChain('cardano'), 'devnet', key);
    const signed = await adapter.sign(await adapter.buildTransaction(prepared), signer);
    const { hash } = await adapter.broadcast(signed);
    expect(await adapter.waitForConfirmation(hash, { timeoutMs: 0 })).toMatchObject({ hash, success: true });
    expect((await adapter.getBalances(to))[0]!.amount).toBe(2_000_000n);
    expect(seen.length).toBeGreaterThanOrEqual(4);
    expect(seen.every((k) => k === KEY)).toBe(true);
    const params = await fetch(`${base}/cardano/api/v0/epochs/latest/parameters`);
    expect(params.status).toBe(200);
    expect(await params.text()).not.toContain(KEY);
  });

  it('passes a refusal through (400, the node’s words) and an unknown transaction as 404', async () => {
    upstreamDown = false;
    const bad = await fetch(`${base}/cardano/api/v0/tx/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/cbor' },
      body: new Uint8Array([0x84, 0xa0, 0xa0, 0xf5, 0xf6]),
    });
    expect(bad.status).toBe(400);
    expect((await fetch(`${base}/cardano/api/v0/txs/${'ab'.repeat(32)}`)).status).toBe(404);
  });

  it('refuses bad input before the upstream, and an upstream fault is 502', async () => {
    const before = seen.length;
    expect((await fetch(`${base}/cardano/api/v0/txs/not-a-hash`)).status).toBe(400);
    const empty = await fetch(`${base}/cardano/api/v0/tx/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/cbor' },
      body: new Uint8Array(0),
    });
    expect(empty.status).toBe(400);
    const huge = await fetch(`${base}/cardano/api/v0/tx/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/cbor' },
      body: new Uint8Array(20_000),
    });
    expect(huge.status).toBe(413);
    expect(seen.length).toBe(before);
    upstreamDown = true;
    expect((await fetch(`${base}/cardano/api/v0/blocks/latest`)).status).toBe(502);
    upstreamDown = false;
  });

  it('by default the registry points mainnet and testnet at the local product API’s routes', async () => {
    const asked: string[] = [];
    const recording = (async (input: string) => {
      asked.push(String(input));
      return new Response('{}', { status: 503 });
    }) as typeof fetch;
    for (const network of ['mainnet', 'testnet'] as const) {
      const account = deriveAccount('cardano', seedFromMnemonic(phrase), { network });
      const a = await createAdapter('cardano', { network, fetch: recording });
      expect((await a.getBalances(account.address))[0]!.state).toBe('unavailable');
      await expect(
        a.prepareTransfer({ from: account.address, to: account.address, amount: 2_000_000n }),
      ).rejects.toThrow();
    }
    expect(asked.some((u) => u.startsWith('http://127.0.0.1:8787/cardano/raw/address/addr1'))).toBe(true);
    expect(asked.some((u) => u.startsWith('http://127.0.0.1:8787/cardano/raw/address/addr_test1'))).toBe(
      true,
    );
    expect(asked).toContain('http://127.0.0.1:8787/cardano/api/v0/epochs/latest/parameters');
  });

  it('a Blockfrost key alone configures the upstream; an unknown key without a URL stops startup', () => {
    expect(blockfrostUrlForKey('mainnetAbc')).toBe('https://cardano-mainnet.blockfrost.io/api/v0');
    expect(cardanoUpstreamFromEnv({ KESTREL_CARDANO_KEY: 'preprodAbc' })).toEqual({
      url: 'https://cardano-preprod.blockfrost.io/api/v0',
      apiKey: 'preprodAbc',
    });
    expect(cardanoUpstreamFromEnv({ KESTREL_CARDANO_KEY: 'previewAbc' })?.url).toBe(
      'https://cardano-preview.blockfrost.io/api/v0',
    );
    expect(
      cardanoUpstreamFromEnv({
        KESTREL_CARDANO_KEY: 'mainnetAbc',
        KESTREL_CARDANO_UPSTREAM: 'https://koios.example/bf',
      })?.url,
    ).toBe('https://koios.example/bf');
    expect(() => cardanoUpstreamFromEnv({ KESTREL_CARDANO_KEY: 'someKey' })).toThrow(
      /not a Blockfrost project key/,
    );
  });
});
