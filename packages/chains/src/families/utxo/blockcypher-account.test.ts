/**
 * Discovery through Blockcypher (Litecoin's second provider) with its batch call: a gap-limit
 * window's addresses go as /addrs/{a1};{a2};…/balance, in batches of 3 without a token (the
 * unregistered rate limit) and up to 100 with one. The local server answers in Blockcypher's
 * documented batch shape (docs "Batching": a JSON array, not necessarily in the asked order; the
 * address balance object as in blockcypher/explorer#317), and leaves an address out on demand.
 */
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sendJson, startLocalServer, type LocalServer } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { createUtxoAdapter } from './index';
import { walletSignerFromSeed } from './logic/signer';
import { CYPHER_BATCH_FREE } from './network/blockcypher';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
const chain = getChain('litecoin');
const KEY = 'test-token';

const funds = new Map<string, number>();
/** An address the next batch answers leave out. */
let dropped: string | undefined;
let server: LocalServer;

/** Blockcypher's address balance object (docs "Address Balance Endpoint"). */
function balanceOf(address: string) {
  const value = funds.get(address) ?? 0;
  const n = value > 0 ? 1 : 0;
  return {
    address,
    total_received: value,
    total_sent: 0,
    balance: value,
    unconfirmed_balance: 0,
    final_balance: value,
    n_tx: n,
    unconfirmed_n_tx: 0,
    final_n_tx: n,
  };
}

beforeAll(async () => {
  server = await startLocalServer((req, res) => {
    const m = /^\/v1\/ltc\/main\/addrs\/([^/]+)\/balance$/.exec(req.path);
    if (!m) return sendJson(res, { error: 'not found' }, 404);
    const ids = m[1]!.split(';').map(decodeURIComponent);
    if (ids.length > 100) return sendJson(res, { error: 'too many elements in the batch' }, 400);
    if (ids.length === 1) return sendJson(res, balanceOf(ids[0]!));
    // Batched answers do not keep the asked order (docs): reversed here.
    sendJson(
      res,
      ids
        .filter((a) => a !== dropped)
        .map(balanceOf)
        .reverse(),
    );
  });
});
afterAll(() => server?.close());
beforeEach(() => {
  server.requests.length = 0;
  funds.clear();
  dropped = undefined;
});

function setup(apiKey?: string) {
  const adapter = createUtxoAdapter(chain, {
    network: 'mainnet',
    utxoProviders: [{ kind: 'blockcypher', url: server.url, ...(apiKey ? { apiKey } : {}) }],
  });
  const signer = walletSignerFromSeed(chain, 'mainnet', seed);
  const at = (b: 0 | 1, i: number) => signer.derive!(b, i).address;
  return { adapter, signer, at };
}

/** The addresses each balance request asked for. */
const batches = () => server.requests.map((r) => /\/addrs\/([^/]+)\/balance$/.exec(r.path)![1]!.split(';'));

describe('Bitcoin-family discovery through Blockcypher batches', () => {
  it('reads each window in batches of 3 without a token, all at once, and finds receive 0, 20 and change 1', async () => {
    const { adapter, signer, at } = setup();
    funds.set(at(0, 0), 100_000_000);
    funds.set(at(0, 20), 200_000_000);
    funds.set(at(1, 1), 50_000_000);
    const balance = (await adapter.getAccountBalance!(signer))!;
    expect(balance).toMatchObject({ amount: 350_000_000n, state: 'fresh' });
    const sizes = batches().map((b) => b.length);
    expect(Math.max(...sizes)).toBe(CYPHER_BATCH_FREE);
    // Receive: 0–19, 20–39, 40–40+20; change: 0–19, 20–21 … every address asked once per walk.
    const asked = batches().flat();
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toContain(at(0, 40));
    expect(asked).not.toContain(at(0, 41));
    expect(server.requests.every((r) => !r.query.has('token'))).toBe(true);
    const addresses = (await adapter.accountAddresses!(signer))!;
    expect(addresses.receive.address).toBe(at(0, 21));
  });

  it('with a token, a window of 20 addresses is one request carrying the token', async () => {
    const { adapter, signer, at } = setup(KEY);
    funds.set(at(0, 3), 7_000);
    const balance = (await adapter.getAccountBalance!(signer))!;
    expect(balance).toMatchObject({ amount: 7_000n, state: 'fresh' });
    // Receive 0–19 and change 0–19 at once, then receive 20–23 (20 past the used 3): a request apiece.
    expect(batches().map((b) => b.length)).toEqual([20, 20, 4]);
    expect(server.requests.every((r) => r.query.get('token') === KEY)).toBe(true);
  });

  it('an address the batch answer leaves out is a provider fault, never a fresh zero', async () => {
    const { adapter, signer, at } = setup(KEY);
    funds.set(at(0, 0), 5_000);
    dropped = at(0, 1);
    const balance = await adapter.getAccountBalance!(signer);
    expect(balance?.state).not.toBe('fresh');
  });
});
