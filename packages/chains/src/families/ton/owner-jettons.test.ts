/**
 * A cold TON balance refresh with jettons on scripted toncenter providers: the jetton balances come
 * from one GET /api/v3/jetton/wallets?owner_address (toncenter v3's documented shape) read beside the
 * TON balance and the master's get_wallet_address; the wallet's own get-methods are read only when
 * the indexer cannot answer (no such call, a malformed or inconsistent answer, a full page), and
 * such an answer never turns into a zero.
 */
import { Address, beginCell } from '@ton/core';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdapter } from './index';
import { JETTON_WALLETS_LIMIT } from './logic/owner-jettons';
import { startMockToncenter, type MockToncenter } from './testing/mock-toncenter';

const KEY = '66'.repeat(32);
const MASTER = new Address(0, Buffer.alloc(32, 9));
const NAMED_WALLET = new Address(0, Buffer.alloc(32, 0xab));
const FORGED_WALLET = new Address(0, Buffer.alloc(32, 0xcd));
const raw = (a: Address) => a.toRawString().toUpperCase();
const servers: MockToncenter[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

const cellOf = (a: Address) => ({ bytes: beginCell().storeAddress(a).endCell().toBoc().toString('base64') });
/** The master names NAMED_WALLET; that wallet, deployed, holds 555 by its own get-method. */
async function toncenter(): Promise<MockToncenter> {
  const s = await startMockToncenter({
    getWalletInformation: { wallet: false, balance: '1000', account_state: 'uninitialized' },
    getAddressState: 'active',
    runGetMethod: (p: Record<string, unknown>) => {
      if (p.method === 'get_wallet_address') return { exit_code: 0, stack: [['cell', cellOf(NAMED_WALLET)]] };
      if (p.method === 'get_wallet_data') return { exit_code: 0, stack: [['num', '0x22b']] };
      return { error: 'no metadata here' };
    },
  });
  servers.push(s);
  return s;
}
const entry = (owner: string, o: Partial<Record<string, string>> = {}) => ({
  address: raw(NAMED_WALLET),
  balance: '42',
  owner: raw(Address.parse(owner)),
  jetton: raw(MASTER),
  last_transaction_lt: '100',
  code_hash: Buffer.alloc(32, 1).toString('base64'),
  data_hash: Buffer.alloc(32, 2).toString('base64'),
  ...o,
});

async function refresh(s: MockToncenter) {
  const adapter = createAdapter('ton', {
    network: 'mainnet',
    rpc: [s.rpcUrl],
    explorerApis: [s.url],
  });
  const owner = (await adapter.importPrivateKey(KEY)).address;
  return { adapter, owner, read: () => adapter.getBalances(owner, { tokens: [MASTER.toString()] }) };
}
const getMethods = (s: MockToncenter) =>
  s.requests
    .filter((r) => r.path === '/api/v2/jsonRPC')
    .map((r) => r.json<{ method: string; params: { method?: string } }>())
    .map((b) => b.params.method ?? b.method);

describe('TON jetton balances from the indexer', () => {
  it('reads the balance from the listing, beside the TON balance, without the wallet get-methods', async () => {
    const s = await toncenter();
    const { owner, read } = await refresh(s);
    s.wallets = { jetton_wallets: [entry(owner)], address_book: {} };
    const [native, jetton] = await read();
    expect(native).toMatchObject({ amount: 1000n, state: 'fresh' });
    expect(jetton).toMatchObject({ asset: { kind: 'token' }, amount: 42n, state: 'fresh' });
    expect(getMethods(s).sort()).toEqual(['getWalletInformation', 'get_jetton_data', 'get_wallet_address']);
    const q = s.requests.find((r) => r.path === '/api/v3/jetton/wallets')!.query;
    expect(q.get('owner_address')).toBe(owner);
    expect(q.get('limit')).toBe(String(JETTON_WALLETS_LIMIT));
    // Again: the wallet's address is kept; the indexer is read again for the balance.
    s.wallets = { jetton_wallets: [entry(owner, { balance: '43' })], address_book: {} };
    expect((await read())[1]).toMatchObject({ amount: 43n, state: 'fresh' });
    expect(getMethods(s).filter((m) => m === 'get_wallet_address')).toHaveLength(1);
  });

  it('a complete listing without the master wallet means 0; a forged wallet of the master never counts', async () => {
    const s = await toncenter();
    const { owner, read } = await refresh(s);
    s.wallets = {
      jetton_wallets: [entry(owner, { address: raw(FORGED_WALLET), balance: '999999' })],
    };
    expect((await read())[1]).toMatchObject({ amount: 0n, state: 'fresh' });
    expect(getMethods(s)).not.toContain('get_wallet_data');
  });

  it.each([
    ['has no v3 jetton wallets call (404)', undefined],
    ['answers broken JSON', 'malformed'],
    ['answers a negative balance', 'negative'],
    ['lists a wallet of another owner', 'other owner'],
    ['lists the master wallet under another jetton', 'other jetton'],
    ['fills the page without the master wallet', 'full page'],
  ])('when the indexer %s, the wallet is read by get-methods (never a zero)', async (_label, kind) => {
    const s = await toncenter();
    const { owner, read } = await refresh(s);
    const someone = new Address(0, Buffer.alloc(32, 3)).toString();
    const other = new Address(0, Buffer.alloc(32, 4));
    s.wallets =
      kind === 'negative'
        ? { jetton_wallets: [entry(owner, { balance: '-5' })] }
        : kind === 'other owner'
          ? { jetton_wallets: [entry(someone)] }
          : kind === 'other jetton'
            ? { jetton_wallets: [entry(owner, { jetton: raw(other) })] }
            : kind === 'full page'
              ? {
                  jetton_wallets: Array.from({ length: JETTON_WALLETS_LIMIT }, (_, i) =>
                    entry(owner, { address: raw(new Address(0, Buffer.alloc(32, i))) }),
                  ),
                }
              : kind;
    expect((await read())[1]).toMatchObject({ amount: 555n, state: 'fresh' });
    expect(getMethods(s)).toEqual(expect.arrayContaining(['getAddressState', 'get_wallet_data']));
  });

  it('when the indexer and the get-methods both fail, the jetton is unavailable, not a fresh zero', async () => {
    const s = await toncenter();
    const { read } = await refresh(s);
    s.wallets = 'malformed';
    s.answers.getAddressState = { error: 'down' };
    const [, jetton] = await read();
    expect(jetton).toMatchObject({ amount: 0n, state: 'unavailable', error: expect.any(String) });
  });
});
