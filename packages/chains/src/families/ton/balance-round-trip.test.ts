/**
 * A cold TON balance refresh with a jetton is one round trip: the TON balance, the indexer's
 * jetton/wallets, the master's get_wallet_address and get_jetton_data are all sent before any of
 * them is answered. The injected fetch holds every request until all four have been made, so a read
 * that waited for another's answer would never be sent and the refresh would not finish. The
 * providers are a local server in toncenter's documented shapes (testing/mock-toncenter.ts).
 */
import { Address, beginCell } from '@ton/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAdapter } from './index';
import { startMockToncenter, type MockToncenter } from './testing/mock-toncenter';

const KEY = '66'.repeat(32);
const MASTER = new Address(0, Buffer.alloc(32, 9));
const WALLET = new Address(0, Buffer.alloc(32, 0xab));
const raw = (a: Address) => a.toRawString().toUpperCase();
const cellOf = (a: Address) => ({ bytes: beginCell().storeAddress(a).endCell().toBoc().toString('base64') });

let server: MockToncenter | undefined;
afterEach(() => server?.close());

/** A fetch that lets nothing through until `n` requests are waiting, then all of them at once. */
function gate(n: number) {
  const held: (() => void)[] = [];
  const sent: string[] = [];
  const gated: typeof fetch = async (input, init) => {
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as { method?: string; params?: { method?: string } })
        : {};
    sent.push(body.params?.method ?? body.method ?? new URL(String(input)).pathname);
    if (sent.length <= n) {
      await new Promise<void>((open) => {
        held.push(open);
        if (held.length === n) held.forEach((o) => o());
      });
    }
    return fetch(input, init);
  };
  return { gated, sent };
}

describe('TON cold balance', () => {
  it('sends its four reads before any answer arrives', async () => {
    server = await startMockToncenter({
      getWalletInformation: { wallet: false, balance: '1000', account_state: 'uninitialized' },
      getAddressState: 'active',
      runGetMethod: (p: Record<string, unknown>) =>
        p.method === 'get_wallet_address'
          ? { exit_code: 0, stack: [['cell', cellOf(WALLET)]] }
          : { error: 'no metadata here' },
    });
    const { gated, sent } = gate(4);
    const adapter = createAdapter('ton', {
      network: 'mainnet',
      rpc: [server.rpcUrl],
      explorerApis: [server.url],
      fetch: gated,
    });
    const owner = (await adapter.importPrivateKey(KEY)).address;
    server.wallets = {
      jetton_wallets: [
        {
          address: raw(WALLET),
          balance: '42',
          owner: raw(Address.parse(owner)),
          jetton: raw(MASTER),
          last_transaction_lt: '100',
          code_hash: Buffer.alloc(32, 1).toString('base64'),
          data_hash: Buffer.alloc(32, 2).toString('base64'),
        },
      ],
      address_book: {},
    };
    const reading = adapter.getBalances(owner, { tokens: [MASTER.toString()] });
    // A deadline only (the first read loads the family's modules): a sequential read never reaches 4.
    await vi.waitFor(() => expect(sent).toHaveLength(4), { timeout: 30_000 });
    expect([...sent].sort()).toEqual([
      '/api/v3/jetton/wallets',
      'getWalletInformation',
      'get_jetton_data',
      'get_wallet_address',
    ]);
    const [native, jetton] = await reading;
    expect(native).toMatchObject({ amount: 1000n, state: 'fresh' });
    expect(jetton).toMatchObject({ amount: 42n, state: 'fresh' });
  });
});
