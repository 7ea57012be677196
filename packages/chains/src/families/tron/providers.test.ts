/**
 * The Tron provider layer against local servers answering in TronGrid's and tronscan's recorded
 * shapes: endpoints in order with fallback past HTTP errors and malformed answers; a malformed
 * answer everywhere leaves the balance unavailable (never a fresh zero) and history empty with its
 * error; the account read is cached 10 s (spec §9); the node's chain parameters replace the spec's
 * defaults, which apply when it gives none; confirmation (spec §4: every 3 s, 5 tries) resolves on
 * SUCCESS, gives a failed receipt (one check) or rejects with the string (polling) on another
 * contractRet, is pending on {}, and one check throws when no provider answers; a broadcast
 * without result is 'Something went wrong'.
 */
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdapterConfig } from '../../adapter-types';
import {
  deadUrl,
  sendJson,
  startLocalServer,
  type LocalRequest,
  type LocalServer,
} from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { createTronAdapter } from './index';
import { nodeMessage } from './logic/broadcast';
import { createContext } from './logic/context';
import { DEFAULT_FEES } from './logic/rules';
import { signerFromKeyBytes } from './logic/signer';

const ALICE = signerFromKeyBytes(new Uint8Array(32).fill(1)).address;
const HASH = 'ab'.repeat(32);

const servers: LocalServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(handler: (req: LocalRequest, res: ServerResponse) => void) {
  const s = await startLocalServer(handler);
  servers.push(s);
  return s;
}

const adapterOn = (rpc: string[], extra: Partial<AdapterConfig> = {}) =>
  createTronAdapter(getChain('tron'), { network: 'mainnet', rpc, explorerApis: rpc, ...extra });

describe('Tron providers', () => {
  it('falls back past an HTTP error and a malformed answer, in order', async () => {
    const broken = await serve((_q, res) => sendJson(res, { error: 'busy' }, 503));
    const malformed = await serve((_q, res) => sendJson(res, { balance: 'lots' }));
    const good = await serve((_q, res) => sendJson(res, { address: ALICE, balance: 7_000_000 }));
    const [trx] = await adapterOn([broken.url, malformed.url, good.url]).getBalances(ALICE);
    expect(trx).toMatchObject({ amount: 7_000_000n, state: 'fresh', symbol: 'TRX', decimals: 6 });
    expect([broken, malformed, good].map((s) => s.requests.length)).toEqual([1, 1, 1]);
    expect(good.requests[0]!.json()).toEqual({ address: ALICE, visible: true });
  });

  it('a malformed answer everywhere: balance unavailable (not a fresh zero), history empty with its error', async () => {
    const bad = await serve((_q, res) => sendJson(res, { data: 'nope', balance: 'x' }));
    const adapter = adapterOn([bad.url]);
    const [trx] = await adapter.getBalances(ALICE);
    expect(trx).toMatchObject({ amount: 0n, state: 'unavailable' });
    expect(trx!.error).toMatch(/getaccount/);
    const page = await adapter.getHistory(ALICE);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/transactions/);
    expect(bad.requests.at(-1)!.path).toBe(`/v1/accounts/${ALICE}/transactions`);
    expect(bad.requests.at(-1)!.query.get('limit')).toBe('20');
  });

  it('a balance past 2^53 sun keeps every digit', async () => {
    const node = await serve((_q, res) =>
      sendJson(res, `{"address":"${ALICE}","balance":90000000000000001}`),
    );
    const [trx] = await adapterOn([node.url]).getBalances(ALICE);
    expect(trx).toMatchObject({ amount: 90_000_000_000_000_001n, state: 'fresh' });
  });

  it('an account read is cached 10 s', async () => {
    const node = await serve((_q, res) => sendJson(res, { address: ALICE, balance: 1 }));
    let now = 1_000_000;
    const ctx = createContext(getChain('tron'), { network: 'mainnet', rpc: [node.url] }, () => now);
    await ctx.account(ALICE);
    now += 9_999;
    await ctx.account(ALICE);
    expect(node.requests.length).toBe(1);
    now += 2;
    await ctx.account(ALICE);
    expect(node.requests.length).toBe(2);
  });

  it("chain parameters replace the spec's defaults; without them the defaults apply", async () => {
    const node = await serve((_q, res) =>
      sendJson(res, { chainParameter: [{ key: 'getEnergyFee', value: 210 }, { key: 'getMemoFee' }] }),
    );
    const ctx = createContext(getChain('tron'), { network: 'mainnet', rpc: [node.url] });
    expect(await ctx.feeParams()).toEqual({ ...DEFAULT_FEES, energyFee: 210n });
    const dead = createContext(getChain('tron'), { network: 'mainnet', rpc: [await deadUrl()] });
    expect(await dead.feeParams()).toEqual({
      accountCreation: 100_000n,
      newAccount: 100_000n,
      transactionFee: 1000n,
      energyFee: 420n,
      memoFee: 1_000_000n,
    });
  });

  it('TRC-20 history asks /transactions/trc20 with limit 20 and contract_address', async () => {
    const token = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const node = await serve((_q, res) =>
      sendJson(res, {
        success: true,
        data: [
          {
            transaction_id: HASH,
            block_timestamp: 1_700_000_000_000,
            from: ALICE,
            to: token,
            type: 'Transfer',
            value: '123',
            token_info: { address: token, decimals: 6, symbol: 'USDT' },
          },
        ],
      }),
    );
    const page = await adapterOn([node.url]).getHistory(ALICE, { asset: { kind: 'token', contract: token } });
    expect(node.requests[0]!.path).toBe(`/v1/accounts/${ALICE}/transactions/trc20`);
    expect(Object.fromEntries(node.requests[0]!.query)).toEqual({ limit: '20', contract_address: token });
    expect(page.items[0]).toMatchObject({
      amount: '123',
      from: ALICE,
      to: token,
      link: `${HASH.slice(0, 13)}...`,
    });
  });
});

describe('Tron confirmation (spec §4)', () => {
  const scan = (answers: unknown[]) =>
    serve((q, res) => {
      expect(q.path).toBe('/api/transaction-info');
      expect(q.query.get('hash')).toBe(HASH);
      sendJson(res, answers.length > 1 ? answers.shift() : answers[0]);
    });

  it('polls every 3 s for 5 tries', () => {
    expect(adapterOn(['http://127.0.0.1:1']).confirmPolicy).toEqual({ intervalMs: 3000, tries: 5 });
  });

  it('SUCCESS resolves; another string is a failed receipt (one check); {} is pending', async () => {
    const ok = await scan([{ contractRet: 'SUCCESS', block: 42 }]);
    expect(await adapterOn([ok.url]).waitForConfirmation(HASH, { timeoutMs: 0 })).toEqual({
      hash: HASH,
      success: true,
      blockNumber: 42n,
    });
    const reverted = await scan([{ contractRet: 'REVERT', block: 43 }]);
    expect(await adapterOn([reverted.url]).waitForConfirmation(HASH, { timeoutMs: 0 })).toMatchObject({
      success: false,
    });
    const unknown = await scan([{}]);
    expect(await adapterOn([unknown.url]).waitForConfirmation(HASH, { timeoutMs: 0 })).toBe('pending');
  });

  it('polling rejects with the contractRet string', async () => {
    const node = await scan([{}, { contractRet: 'OUT_OF_ENERGY', block: 9 }]);
    await expect(adapterOn([node.url]).waitForConfirmation(HASH, { timeoutMs: 3000 })).rejects.toThrow(
      /^OUT_OF_ENERGY$/,
    );
    expect(node.requests.length).toBe(2);
  }, 10_000);

  it('one check throws when no provider answers (never pending)', async () => {
    await expect(adapterOn([await deadUrl()]).waitForConfirmation(HASH, { timeoutMs: 0 })).rejects.toThrow(
      /transaction-info/,
    );
  });
});

describe('Tron broadcast', () => {
  it("reads the node's hex message without Node's Buffer (browsers have none)", async () => {
    const message = Buffer.from('Dup transaction.').toString('hex');
    vi.stubGlobal('Buffer', undefined);
    try {
      expect(nodeMessage(message)).toBe('Dup transaction.');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("an answer without result is 'Something went wrong' (the node's reason kept as its cause)", async () => {
    const node = await serve((q, res) => {
      if (q.path === '/wallet/broadcasttransaction')
        return sendJson(res, {
          code: 'SIGERROR',
          message: Buffer.from('Validate signature error').toString('hex'),
        });
      sendJson(res, {});
    });
    const signed = {
      chain_name: 'tron' as const,
      family: 'tron' as const,
      hash: HASH,
      raw: JSON.stringify({ raw_data: { contract: [] } }),
    };
    const e = await adapterOn([node.url])
      .broadcast(signed)
      .then(
        () => null,
        (x: unknown) => x as Error,
      );
    expect(e?.message).toBe('Something went wrong');
    expect(e?.cause).toBe('SIGERROR: Validate signature error');
  });
});
