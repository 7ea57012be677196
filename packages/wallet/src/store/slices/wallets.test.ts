import { describe, expect, it } from 'vitest';
import { currency, token, wallet } from '../../test-support/walletFixture';
import { createWalletStore } from '../store';
import { walletsActions as A } from './wallets';

function storeWith(n = 2, current = 0) {
  const store = createWalletStore();
  for (let i = 0; i < n; i++) store.dispatch(A.addWallet({ wallet: wallet(`w${i}`) }));
  store.dispatch(A.selectWallet(current));
  return store;
}
const cur = (s: ReturnType<typeof storeWith>) =>
  s.getState().wallets.allWallets[s.getState().wallets.currentWalletIndex]!;

describe('wallets slice: list', () => {
  it('appends and makes the new wallet current; replace mode keeps only the new one', () => {
    const s = storeWith(2, 0);
    s.dispatch(A.addWallet({ wallet: wallet('w2') }));
    expect(s.getState().wallets.currentWalletIndex).toBe(2);
    s.dispatch(A.addWallet({ wallet: wallet('only'), replace: true }));
    expect(s.getState().wallets.allWallets.map((w) => w.id)).toEqual(['only']);
    expect(s.getState().wallets.currentWalletIndex).toBe(0);
  });
  it('refuses past the maximum wallet count with the spec message', () => {
    const s = storeWith(2);
    expect(() => s.dispatch(A.addWallet({ wallet: wallet('x'), maxWallets: 2 }))).toThrow(
      'You have reached the maximum wallet limit, For more details ask contact support',
    );
    expect(s.getState().wallets.allWallets).toHaveLength(2);
  });
  it('delete errors are verbatim and leave the state unchanged', () => {
    const one = storeWith(1);
    expect(() => one.dispatch(A.deleteWallet(0))).toThrow('cannot deleted because there is only 1 wallet');
    const s = storeWith(3, 1);
    expect(() => s.dispatch(A.deleteWallet(1))).toThrow('cannot deleted because it is selected wallet');
    expect(() => s.dispatch(A.deleteWallet(9))).toThrow('wallet not available');
    s.dispatch(A.deleteWallet(0));
    expect(s.getState().wallets.currentWalletIndex).toBe(0);
    expect(cur(s).id).toBe('w1');
  });
  it('name and EVM-flag updates need a valid numeric index', () => {
    const s = storeWith(2);
    expect(() => s.dispatch(A.updateWalletName({ index: 5, walletName: 'x' }))).toThrow(
      'wallet not available',
    );
    expect(() =>
      s.dispatch(A.setEVMAddressesAdded({ index: '0' as unknown as number, value: true })),
    ).toThrow('wallet not available');
    s.dispatch(A.updateWalletName({ index: 1, walletName: ' Savings ' }));
    expect(s.getState().wallets.allWallets[1]?.walletName).toBe('Savings');
  });
  it('moving keeps the current index on the moved wallet', () => {
    const s = storeWith(3, 2);
    s.dispatch(A.moveWallet({ index: 2, direction: 'up' }));
    expect(s.getState().wallets.currentWalletIndex).toBe(1);
    expect(cur(s).id).toBe('w2');
  });
  it('backup-prompt flags are per wallet', () => {
    const s = storeWith(2);
    s.dispatch(A.setBackupPromptHidden({ walletId: 'w1', hidden: true }));
    expect(s.getState().wallets.backupPromptHidden).toEqual({ w1: true });
    s.dispatch(A.markBackedUp('w0'));
    expect(s.getState().wallets.allWallets[0]?.isBackedup).toBe(true);
  });
});

describe('wallets slice: coins', () => {
  it("select coin needs an existing id: 'Coin id does not exist'", () => {
    const s = storeWith(1);
    expect(() => s.dispatch(A.selectCoin('nope'))).toThrow('Coin id does not exist');
    s.dispatch(A.selectCoin('ethereum:ETH'));
    expect(cur(s).selectedCoin).toBe('ethereum:ETH');
  });
  it('add coin toggles isInWallet when present, else creates it on the chain account', () => {
    const s = storeWith(1);
    s.dispatch(A.addCoin({ currency: currency('ethereum', 'ETH') }));
    expect(cur(s).coins.find((c) => c._id === 'ethereum:ETH')?.isInWallet).toBe(false);
    s.dispatch(A.addCoin({ currency: currency('ethereum', 'ETH') }));
    expect(cur(s).coins.find((c) => c._id === 'ethereum:ETH')?.isInWallet).toBe(true);
    s.dispatch(
      A.addCoin({ currency: token('ethereum', 'USDT', '0xdAC17F958D2ee523a2206206994597C13D831ec7') }),
    );
    const usdt = cur(s).coins.find((c) => c.symbol === 'USDT');
    expect(usdt?.address).toBe('0xeth-w0');
    expect(usdt?.isInWallet).toBe(true);
  });
  it("add coin group: every chain must match the wallet, else 'Some coins is missing'", () => {
    const s = storeWith(1);
    expect(() =>
      s.dispatch(A.addCoinGroup([currency('ethereum', 'ETH'), currency('solana', 'SOL')])),
    ).toThrow('Some coins is missing');
    s.dispatch(A.addCoin({ currency: currency('ethereum', 'ETH') })); // toggled off
    s.dispatch(
      A.addCoinGroup([
        currency('ethereum', 'ETH'),
        token('ethereum', 'LINK', '0x514910771AF9Ca656af840dff83E8264EcF986CA'),
      ]),
    );
    expect(
      cur(s)
        .coins.filter((c) => c.chain_name === 'ethereum')
        .map((c) => [c.symbol, c.isInWallet]),
    ).toEqual([
      ['ETH', true],
      ['LINK', true],
    ]);
  });
  it("delete coin by id; unknown id: 'Id is not found'", () => {
    const s = storeWith(1);
    expect(() => s.dispatch(A.deleteCoin('nope'))).toThrow('Id is not found');
    s.dispatch(A.deleteCoin('bitcoin:BTC'));
    expect(cur(s).coins.map((c) => c._id)).toEqual(['ethereum:ETH', 'cardano:ADA']);
  });
  it('sync adds new catalogue coins to every wallet except private-key imports', () => {
    const s = createWalletStore();
    s.dispatch(A.addWallet({ wallet: wallet('a') }));
    s.dispatch(A.addWallet({ wallet: wallet('b', { isImportWalletWithPrivateKey: true }) }));
    s.dispatch(
      A.syncCatalogueCoins([token('ethereum', 'UNI', '0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984')]),
    );
    const [a, b] = s.getState().wallets.allWallets;
    expect(a?.coins.some((c) => c.symbol === 'UNI')).toBe(true);
    expect(b?.coins.some((c) => c.symbol === 'UNI')).toBe(false);
  });
});

describe('wallets slice: derive addresses and privacy', () => {
  const more = [1, 2].map((i) => ({
    address: `0xeth-${i}`,
    derivePath: `m/44'/60'/0'/0/${i}`,
    isCustom: false,
  }));
  it('adding sets isEVMAddressesAdded for EVM; removing keeps the first and custom ones', () => {
    const s = storeWith(1);
    s.dispatch(A.addDeriveAddresses({ coinId: 'ethereum:ETH', addresses: more }));
    expect(cur(s).isEVMAddressesAdded).toBe(true);
    expect(cur(s).coins[0]?.deriveAddresses?.map((a) => a.address)).toEqual([
      '0xeth-w0',
      '0xeth-1',
      '0xeth-2',
    ]);
    s.dispatch(
      A.addCustomDeriveAddress({
        coinId: 'ethereum:ETH',
        chain_name: 'ethereum',
        address: { address: '0xcustom', derivePath: 'm/0', isCustom: true, secretRef: 's1' },
      }),
    );
    s.dispatch(A.selectDeriveAddress({ coinId: 'ethereum:ETH', chain_name: 'ethereum', address: '0xeth-2' }));
    expect(cur(s).coins[0]?.address).toBe('0xeth-2');
    expect(cur(s).coins[0]?.derivePath).toBe("m/44'/60'/0'/0/2");
    s.dispatch(A.removeDeriveAddresses('ethereum:ETH'));
    expect(cur(s).coins[0]?.deriveAddresses?.map((a) => a.address)).toEqual(['0xeth-w0', '0xcustom']);
    expect(cur(s).coins[0]?.address).toBe('0xeth-w0');
  });
  it("adding on a chain without derive template is 'Unsupported chain'", () => {
    const s = storeWith(1);
    expect(() => s.dispatch(A.addDeriveAddresses({ coinId: 'cardano:ADA', addresses: [] }))).toThrow(
      'Unsupported chain',
    );
  });
  it('removing with only the first left gives null', () => {
    const s = storeWith(1);
    s.dispatch(A.addDeriveAddresses({ coinId: 'ethereum:ETH', addresses: more }));
    s.dispatch(A.removeDeriveAddresses('ethereum:ETH'));
    expect(cur(s).coins[0]?.deriveAddresses).toBeNull();
  });
  it('deleting the last derive address is refused; others are deleted', () => {
    const s = storeWith(1);
    s.dispatch(A.addDeriveAddresses({ coinId: 'ethereum:ETH', addresses: more.slice(0, 1) }));
    s.dispatch(A.selectDeriveAddress({ coinId: 'ethereum:ETH', chain_name: 'ethereum', address: '0xeth-1' }));
    s.dispatch(A.deleteDeriveAddress({ coinId: 'ethereum:ETH', address: '0xeth-1' }));
    expect(cur(s).coins[0]?.address).toBe('0xeth-w0');
    expect(() => s.dispatch(A.deleteDeriveAddress({ coinId: 'ethereum:ETH', address: '0xeth-w0' }))).toThrow(
      'At least one address must remain',
    );
  });
  it('a custom address needs its key reference, address, path and chain', () => {
    const s = storeWith(1);
    expect(() =>
      s.dispatch(
        A.addCustomDeriveAddress({
          coinId: 'ethereum:ETH',
          chain_name: 'ethereum',
          address: { address: '0x1', derivePath: '', isCustom: true, secretRef: 's' },
        }),
      ),
    ).toThrow('A custom address needs privateKey, address, derivePath and chain');
  });
  it('privacy mode toggles per wallet; reset puts privacy wallets on the first address', () => {
    const s = storeWith(2, 0);
    s.dispatch(A.addDeriveAddresses({ coinId: 'ethereum:ETH', addresses: more }));
    s.dispatch(A.selectDeriveAddress({ coinId: 'ethereum:ETH', chain_name: 'ethereum', address: '0xeth-2' }));
    s.dispatch(A.togglePrivacyMode());
    expect(s.getState().wallets.allWallets.map((w) => w.privacyMode)).toEqual([true, false]);
    s.dispatch(A.resetPrivacyMode());
    expect(cur(s).coins[0]?.address).toBe('0xeth-w0');
  });
});

describe('wallets slice: pending transactions', () => {
  it('front insert, replace, case-insensitive removal', () => {
    const s = storeWith(1);
    const ref = { chain_name: 'ethereum', symbol: 'ETH', address: '0xA' };
    s.dispatch(A.addPendingTransaction({ ...ref, hash: '0xAA', date: 1 }));
    s.dispatch(A.addPendingTransaction({ ...ref, hash: '0xBB', date: 2 }));
    s.dispatch(A.replacePendingTransaction({ ...ref, oldHash: '0xaa', hash: '0xCC', date: 3 }));
    expect(Object.values(s.getState().wallets.pendingTransactions)[0]?.map((p) => p.hash)).toEqual([
      '0xBB',
      '0xCC',
    ]);
    s.dispatch(A.removePendingTransaction({ ...ref, hash: '0xbb' }));
    expect(Object.values(s.getState().wallets.pendingTransactions)[0]?.map((p) => p.hash)).toEqual(['0xCC']);
  });
});
