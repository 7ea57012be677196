/**
 * The Cardano providers in the product API's and Blockfrost's shapes, on an in-memory fetch:
 * endpoints in order with fallback past HTTP errors, unreachable hosts and malformed answers;
 * malformed everywhere leaves the balance unavailable (never a fresh zero) and history empty with
 * its error; a submission refused (400) is the node's words without asking the next endpoint; an
 * unknown transaction is 'pending' and no endpoint answering throws.
 */
import { describe, expect, it } from 'vitest';
import type { AdapterConfig } from '../../adapter-types';
import { seedFromMnemonic } from '../../keys/mnemonic';
import { getChain } from '../../registry/index';
import { family } from './index';
import { cardanoKeys } from './logic/keys';

const chain = getChain('cardano');
const owner = cardanoKeys.deriveAccount(
  chain,
  seedFromMnemonic('civil void tool perfect avocado sweet immense fluid arrow aerobic boil flash'),
  chain.path,
  'testnet',
).address;
const HASH = 'cd'.repeat(32);
const good = {
  address: owner,
  balance: '4200000',
  utxos: [{ tx_hash: HASH, output_index: 0, amount: '4200000' }],
  transactions: [
    {
      hash: HASH,
      time: 1_700_000_000,
      inputs: [],
      outputs: [{ address: owner, amount: '4200000' }],
    },
  ],
};

function harness(routes: Record<string, (path: string) => Response | Promise<Response>>) {
  const asked: string[] = [];
  const fetch = async (input: string) => {
    const url = new URL(input);
    asked.push(`${url.host}${url.pathname}`);
    const route = routes[url.host];
    if (!route) throw new TypeError('fetch failed');
    return route(url.pathname);
  };
  const config: AdapterConfig = {
    network: 'testnet',
    fetch,
    explorerApis: ['http://down.test', 'http://broken.test', 'http://api.test'],
    rpc: ['http://bf1.test/api/v0', 'http://bf2.test/api/v0'],
    timeouts: { rpcMs: 1_000 },
  };
  return { adapter: family.createAdapter(chain, config), asked };
}
const json = (v: unknown, status = 200) => new Response(JSON.stringify(v), { status });

describe('Cardano providers', () => {
  it('falls back past an HTTP error and a malformed answer to the next product API', async () => {
    const { adapter, asked } = harness({
      'down.test': () => new Response('no', { status: 503 }),
      'broken.test': () => json({ balance: 'lots' }),
      'api.test': () => json(good),
    });
    expect((await adapter.getBalances(owner))[0]).toMatchObject({ amount: 4_200_000n, state: 'fresh' });
    expect(asked.slice(0, 3)).toEqual([
      `down.test/cardano/raw/address/${owner}`,
      `broken.test/cardano/raw/address/${owner}`,
      `api.test/cardano/raw/address/${owner}`,
    ]);
    const page = await adapter.getHistory(owner);
    expect(page.items[0]).toMatchObject({ amount: '4200000', to: owner, status: 'SUCCESS' });
    expect(page.items[0]!.url).toBe(`https://preprod.cardanoscan.io/tx/${HASH}`);
    expect(page.items[0]!.link).toBe(`${HASH.slice(0, 13)}...`);
  });

  it('malformed everywhere: balance unavailable, history empty with its error', async () => {
    const { adapter } = harness({ 'api.test': () => json({ ...good, utxos: 'x' }) });
    const [b] = await adapter.getBalances(owner);
    expect(b!.state).toBe('unavailable');
    const page = await adapter.getHistory(owner);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/\S/);
  });

  it('a refused submission is the node words, the next endpoint is not asked', async () => {
    const { adapter, asked } = harness({
      'bf1.test': () => json({ message: 'BadInputsUTxO' }, 400),
      'bf2.test': () => json(HASH),
    });
    const signed = {
      chain_name: 'cardano' as const,
      family: 'cardano' as const,
      raw: '84a0a0f5f6',
      hash: HASH,
    };
    await expect(adapter.broadcast(signed)).rejects.toThrow(
      /^The cardano network refused the transaction \(.*BadInputsUTxO/,
    );
    expect(asked.filter((a) => a.startsWith('bf2.test'))).toEqual([]);
  });

  it('a submission falls back past an unreachable node', async () => {
    const { adapter } = harness({ 'bf2.test': () => json(HASH) });
    const signed = {
      chain_name: 'cardano' as const,
      family: 'cardano' as const,
      raw: '84a0a0f5f6',
      hash: HASH,
    };
    await expect(adapter.broadcast(signed)).resolves.toEqual({ hash: HASH });
  });

  it('confirmation: unknown is pending, in a block is success, nobody answering throws', async () => {
    const unknown = harness({ 'bf1.test': () => json({ status_code: 404 }, 404) });
    expect(await unknown.adapter.waitForConfirmation(HASH, { timeoutMs: 0 })).toBe('pending');
    const known = harness({ 'bf1.test': () => json({ hash: HASH, block_height: 12 }) });
    expect(await known.adapter.waitForConfirmation(HASH, { timeoutMs: 0 })).toEqual({
      hash: HASH,
      success: true,
      blockNumber: 12n,
    });
    const none = harness({});
    await expect(none.adapter.waitForConfirmation(HASH, { timeoutMs: 0 })).rejects.toThrow();
  });

  it('confirm policy is the spec 90 s', () => {
    const { adapter } = harness({});
    expect(adapter.confirmPolicy.intervalMs * adapter.confirmPolicy.tries).toBe(90_000);
  });
});
