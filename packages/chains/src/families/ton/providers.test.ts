/**
 * TON's providers (spec §7): RPC endpoints in order with fallback, every answer validated by zod (a
 * malformed answer is a provider fault: never a crash, never a zero shown as fresh), 30 s time
 * limits, the indexer's jetton transfers, and the confirmation rule's edge cases.
 */
import { Address, toNano } from '@ton/core';
import { afterEach, describe, expect, it } from 'vitest';
import type { ChainAdapter } from '../../adapter-types';
import { BalanceBook } from '../../net/balances';
import { deadUrl } from '../../net/testing/local-server';
import { getChain } from '../../registry/index';
import { createAdapter, family } from './index';
import { createContext } from './logic/context';
import { startMockToncenter, type MockToncenter } from './testing/mock-toncenter';

const chain = getChain('ton');
const KEY = '66'.repeat(32);
const servers: MockToncenter[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
const mock = async (answers: Record<string, unknown> = {}) => {
  const s = await startMockToncenter(answers);
  servers.push(s);
  return s;
};
const wallet = (seqno: number | undefined, balance = '3000000000') => ({
  wallet: seqno !== undefined,
  balance,
  account_state: seqno !== undefined ? 'active' : 'uninitialized',
  ...(seqno !== undefined ? { seqno, wallet_id: 698983191 } : {}),
});
const FEES = { source_fees: { in_fwd_fee: 1000, storage_fee: 10, gas_fee: 3000, fwd_fee: 400 } };
const adapterOn = (rpc: string[], extra = {}): ChainAdapter =>
  createAdapter('ton', {
    network: 'mainnet',
    rpc,
    explorerApis: rpc.map((u) => u.replace(/\/api\/v2\/jsonRPC$/, '')),
    confirm: { pollMs: 1, tries: 3 },
    ...extra,
  });

describe('TON provider layer', () => {
  it('uses 30 s time limits for the RPC and the indexer by default', () => {
    expect(createContext(chain, { network: 'mainnet' }).timeouts).toEqual({
      rpcMs: 30_000,
      explorerMs: 30_000,
    });
  });

  it('falls back in order: a malformed answer and a dead endpoint are faults, the next answers', async () => {
    const bad = await mock({ getWalletInformation: { ...wallet(3), balance: 'lots' } });
    const good = await mock({ getWalletInformation: wallet(3, '1234') });
    const adapter = adapterOn([await deadUrl(), bad.rpcUrl, good.rpcUrl]);
    const address = (await adapter.importPrivateKey(KEY)).address;
    const [native] = await adapter.getBalances(address);
    expect(native).toMatchObject({ amount: 1234n, state: 'fresh' });
    expect(bad.methods()).toEqual(['getWalletInformation']);
    expect(good.methods()).toEqual(['getWalletInformation']);
  });

  it('when every provider fails the balance is never a fresh zero: unavailable, then stale', async () => {
    const s = await mock({ getWalletInformation: wallet(1, '777') });
    const book = new BalanceBook();
    const adapter = adapterOn([s.rpcUrl], { balanceBook: book });
    const address = (await adapter.importPrivateKey(KEY)).address;
    expect((await adapter.getBalances(address))[0]).toMatchObject({ amount: 777n, state: 'fresh' });
    s.answers = { getWalletInformation: 'malformed' };
    const [stale] = await adapter.getBalances(address);
    expect(stale).toMatchObject({ amount: 777n, state: 'stale' });
    expect(stale!.error).toMatch(/malformed|not JSON/);
    const fresh = adapterOn([s.rpcUrl]);
    expect((await fresh.getBalances(address))[0]).toMatchObject({ amount: 0n, state: 'unavailable' });
  });

  it('a transaction whose bytes do not match its hash is a fault: the page is empty with the error', async () => {
    const s = await mock({
      getTransactions: [
        { utime: 1, data: 'te6cckEBAQEAAgAAAEysuc0=', transaction_id: { lt: '1', hash: 'AAAA' } },
      ],
    });
    const adapter = adapterOn([s.rpcUrl]);
    const page = await adapter.getHistory((await adapter.importPrivateKey(KEY)).address);
    expect(page.items).toEqual([]);
    expect(page.error).toMatch(/does not match its hash|does not parse/);
  });

  it('a timeout moves on to the next provider', async () => {
    const slow = await mock({ getWalletInformation: 'hang' });
    const good = await mock({ getWalletInformation: wallet(0, '5') });
    const adapter = adapterOn([slow.rpcUrl, good.rpcUrl], { timeouts: { rpcMs: 200 } });
    const [native] = await adapter.getBalances((await adapter.importPrivateKey(KEY)).address);
    expect(native).toMatchObject({ amount: 5n, state: 'fresh' });
  });

  it('jetton history reads the indexer with address and jetton_master; a bad answer is an error', async () => {
    const s = await mock();
    const adapter = adapterOn([s.rpcUrl]);
    const owner = (await adapter.importPrivateKey(KEY)).address;
    const master = new Address(0, Buffer.alloc(32, 9)).toString({ bounceable: false });
    const other = new Address(0, Buffer.alloc(32, 8));
    s.transfers = {
      jetton_transfers: [
        {
          source: Address.parse(owner).toRawString().toUpperCase(),
          destination: other.toRawString().toUpperCase(),
          amount: '42',
          source_wallet: `0:${'AB'.repeat(32)}`,
          jetton_master: Address.parse(master).toRawString().toUpperCase(),
          transaction_hash: Buffer.alloc(32, 1).toString('base64'),
          transaction_lt: '100',
          transaction_now: 1_700_000_000,
          transaction_aborted: false,
        },
      ],
    };
    const page = await adapter.getHistory(owner, { asset: { kind: 'token', contract: master } });
    expect(page.items).toEqual([
      {
        amount: '42',
        link: '0101010101010...',
        url: `https://tonscan.org/tx/${'01'.repeat(32)}`,
        status: 'Unknown',
        date: '2023-11-14T22:13:20.000Z',
        from: owner,
        to: other.toString({ bounceable: false }),
        totalCourse: '0$',
      },
    ]);
    const q = new URL(s.requests.at(-1)!.path + '?' + s.requests.at(-1)!.query.toString(), 'http://x')
      .searchParams;
    expect(q.get('address')).toBe(owner);
    expect(q.get('jetton_master')).toBe(master);
    expect(q.get('limit')).toBe('20');
    s.transfers = { jetton_transfers: [{ amount: -1 }] };
    const bad = await adapter.getHistory(owner, { asset: { kind: 'token', contract: master } });
    expect(bad).toMatchObject({ items: [], error: expect.stringMatching(/unexpected answer shape/) });
  });
});

describe('TON send on scripted providers', () => {
  async function prepared(s: MockToncenter) {
    const adapter = adapterOn([s.rpcUrl]);
    const signer = await family.signerFromKey(chain, 'mainnet', KEY);
    const from = (await adapter.importPrivateKey(KEY)).address;
    const to = new Address(0, Buffer.alloc(32, 5)).toString({ bounceable: false });
    const p = await adapter.prepareTransfer({ from, to, amount: toNano('1') }, { signer });
    const signed = await adapter.sign(await adapter.buildTransaction(p, signer), signer);
    return { adapter, p, signed, from };
  }

  it('the fee is the four source fees plus 15000', async () => {
    const s = await mock({ getWalletInformation: wallet(4), estimateFee: FEES });
    const { p } = await prepared(s);
    expect(p.fee).toBe(1000n + 10n + 3000n + 400n + 15000n);
    expect(
      s.requests.find((r) => r.json<{ method: string }>().method === 'estimateFee')!.json(),
    ).toMatchObject({
      params: { ignore_chksig: true, init_code: '', init_data: '' },
    });
  });

  it('a refused broadcast on every endpoint gives the node reason; one acceptance is enough', async () => {
    const refuse = { error: 'LITE_SERVER_UNKNOWN: cannot apply external message to current state' };
    const a = await mock({ getWalletInformation: wallet(4), estimateFee: FEES, sendBocReturnHash: refuse });
    const { adapter, signed } = await prepared(a);
    await expect(adapter.broadcast(signed)).rejects.toThrow(/cannot apply external message/);
    const b = await mock({ sendBocReturnHash: { hash: 'x' } });
    const both = adapterOn([a.rpcUrl, b.rpcUrl]);
    expect(await both.broadcast(signed)).toEqual({ hash: signed.hash });
  });

  it('confirmation: pending until the seqno advances, then the receipt; one check at timeoutMs 0', async () => {
    const s = await mock({
      getWalletInformation: wallet(4),
      estimateFee: FEES,
      sendBocReturnHash: { hash: 'x' },
    });
    const { adapter, signed } = await prepared(s);
    // Not sent from here (another process): the indexer finds the transaction that took the message.
    expect(await adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).toBe('pending');
    const lookup = s.requests.at(-1)!;
    expect(lookup.path).toBe('/api/v3/transactionsByMessage');
    expect(lookup.query.get('msg_hash')).toBe(signed.hash);
    s.byMessage = {
      transactions: [
        {
          hash: 'AA==',
          lt: '77',
          now: 1,
          description: { aborted: false, compute_ph: { success: true }, action: { success: true } },
          out_msgs: [{}],
        },
      ],
    };
    expect(await adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).toEqual({
      hash: signed.hash,
      success: true,
      blockNumber: 77n,
    });
    s.byMessage = { transactions: [] };
    await adapter.broadcast(signed);
    const before = s.methods().length;
    expect(await adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).toBe('pending');
    expect(s.methods().length - before).toBe(1);
    expect(adapter.confirmPolicy).toEqual({ intervalMs: 1, tries: 3 });
    s.answers = { ...s.answers, getWalletInformation: wallet(5), getTransactions: [] };
    expect(await adapter.waitForConfirmation(signed.hash)).toMatchObject({
      hash: signed.hash,
      success: true,
    });
  });

  it('pending entries stay until the seqno passes theirs, or their message has expired', async () => {
    const s = await mock({
      getWalletInformation: wallet(4),
      estimateFee: FEES,
      sendBocReturnHash: { hash: 'x' },
    });
    const { adapter, p, signed } = await prepared(s);
    const entry = await adapter.pendingEntry(signed, p);
    expect(entry.extraPendingTransactionData.nonce).toBe(4);
    expect(await adapter.refreshPending!([entry])).toEqual([entry]);
    const old = { ...entry, date: new Date(Date.now() - 181_000).toISOString() };
    expect(await adapter.refreshPending!([old])).toEqual([]);
    s.answers = { getWalletInformation: wallet(5) };
    expect(await adapter.refreshPending!([entry])).toEqual([]);
  });

  it('an unreachable provider while confirming is an error, never pending', async () => {
    const s = await mock({
      getWalletInformation: wallet(4),
      estimateFee: FEES,
      sendBocReturnHash: { hash: 'x' },
    });
    const { adapter, signed } = await prepared(s);
    await adapter.broadcast(signed);
    s.answers = { getWalletInformation: 'malformed' };
    await expect(adapter.waitForConfirmation(signed.hash, { timeoutMs: 0 })).rejects.toThrow(
      /all 1 provider/,
    );
  });

  it('the spec policy is 10 s × 5 when not overridden', () => {
    expect(createAdapter('ton', { network: 'mainnet' }).confirmPolicy).toEqual({
      intervalMs: 10_000,
      tries: 5,
    });
  });
});
