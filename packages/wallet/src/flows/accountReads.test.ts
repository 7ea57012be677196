/**
 * The wallet's account reads, family-neutral: where the adapter reads whole accounts and the
 * session gives the coin's signer, refreshBalances stores the account's balance (confirmed and
 * unconfirmed apart) and receiveAddress offers the account's next address, adding the used ones
 * to the derived addresses; without a signer (locked, watch-only) or when the adapter says the
 * signer names no account (null), the coin's own address is read, as on every other chain.
 */
import type { AccountAddresses, AccountBalance, Balance, ChainAdapter, Signer } from '@kestrel/chains';
import { describe, expect, it } from 'vitest';
import { createWalletStore } from '../store/store';
import { walletsActions } from '../store/slices/wallets';
import { wallet } from '../test-support/walletFixture';
import type { FlowEnv } from './flowEnv';
import { receiveAddress } from './receiveAddress';
import { refreshBalances } from './refreshBalances';

const SIGNER: Signer = { curve: 'secp256k1', signDigest: () => Promise.reject(new Error('not here')) };
const native = (amount: bigint): Balance => ({
  asset: { kind: 'native' },
  symbol: 'BTC',
  decimals: 8,
  amount,
  state: 'fresh',
  asOf: 1,
});

function envWith(o: { signer: boolean; account: 'yes' | 'null' }): FlowEnv {
  const store = createWalletStore();
  store.dispatch(walletsActions.addWallet({ wallet: wallet('w') }));
  const account: AccountBalance = { ...native(90_000n), confirmed: 60_000n, unconfirmed: 30_000n };
  const addresses: AccountAddresses = {
    receive: { address: 'bc1-next', derivePath: "m/84'/0'/0'/0/8" },
    used: [
      { address: 'bc1-w', derivePath: "m/84'/0'/0'/0/0", change: false },
      { address: 'bc1-seven', derivePath: "m/84'/0'/0'/0/7", change: false },
      { address: 'bc1-change', derivePath: "m/84'/0'/0'/1/0", change: true },
    ],
  };
  const adapter = {
    getBalances: async () => [native(10_000n)],
    getAccountBalance: async () => (o.account === 'yes' ? account : null),
    accountAddresses: async () => (o.account === 'yes' ? addresses : null),
  } as unknown as ChainAdapter;
  return {
    dispatch: store.dispatch,
    getState: store.getState,
    adapters: async () => adapter,
    signers: async () => {
      if (!o.signer) throw new Error('The wallet is locked');
      return SIGNER;
    },
    toast: () => undefined,
  };
}
const btc = (env: FlowEnv) => env.getState().wallets.allWallets[0]!.coins.find((c) => c.symbol === 'BTC')!;

describe('account reads in the wallet flows', () => {
  it("refreshBalances stores the account's balance with its parts", async () => {
    const env = envWith({ signer: true, account: 'yes' });
    const results = await refreshBalances(env, { coinIds: ['bitcoin:BTC'] });
    expect(results).toEqual([
      expect.objectContaining({ totalBalance: '90000', confirmed: '60000', unconfirmed: '30000' }),
    ]);
    expect(btc(env)).toMatchObject({
      totalBalance: '90000',
      confirmedBalance: '60000',
      unconfirmedBalance: '30000',
    });
  });

  it.each([
    ['no signer (locked)', { signer: false, account: 'yes' as const }],
    ['a signer that names no account', { signer: true, account: 'null' as const }],
  ])('with %s the coin reads its address', async (_name, o) => {
    const env = envWith(o);
    const [r] = await refreshBalances(env, { coinIds: ['bitcoin:BTC'] });
    expect(r).toMatchObject({ totalBalance: '10000' });
    expect(r).not.toHaveProperty('confirmed');
    const receive = await receiveAddress(env, { coinId: 'bitcoin:BTC' });
    expect(receive).toEqual({ address: 'bc1-w', derivePath: expect.any(String), used: [] });
  });

  it('receiveAddress offers the next address and lists the used ones among the derived addresses', async () => {
    const env = envWith({ signer: true, account: 'yes' });
    const r = await receiveAddress(env, { coinId: 'bitcoin:BTC' });
    expect(r.address).toBe('bc1-next');
    expect(r.used).toHaveLength(3);
    expect(btc(env).deriveAddresses?.map((a) => a.address)).toEqual(['bc1-w', 'bc1-seven', 'bc1-change']);
    // The active address stays what it was: receiving elsewhere changes no other flow.
    expect(btc(env).address).toBe('bc1-w');
  });
});
