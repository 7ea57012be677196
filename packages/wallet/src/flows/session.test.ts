import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsActions } from '../store/slices/settings';
import { ABANDON_ETH, ABANDON_PHRASE, FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { WrongPasswordError } from '../vault/errors';
import { MemoryStorage } from '../vault/storage';
import { addMoreAddresses, addToken } from './coins';
import { createWallet } from './createWallet';
import { deleteWallet, exportPhrase, renameWallet } from './manageWallets';
import { WalletSession } from './session';

afterEach(() => vi.useRealTimers());

async function withWallet() {
  const storage = new MemoryStorage();
  const s = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
  const w = await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum', 'cardano'] });
  return { storage, s, w };
}

describe('session: persistence and auth', () => {
  it('reopens with the same wallets; the password and secrets are never in store state', async () => {
    const { storage, s, w } = await withWallet();
    const again = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF });
    expect(again.store.getState().wallets.allWallets[0]?.coins[0]?.address).toBe(ABANDON_ETH);
    expect(again.store.getState().auth.isLogin).toBe(true);
    const plain = JSON.stringify(again.store.getState());
    expect(plain).not.toContain('abandon');
    expect(plain).not.toContain(PASSWORD);
    expect(plain).not.toMatch(/"phrase"|"privateKey"|"password"/);
    expect(again.vault.hasSecret(w.secretRef)).toBe(true);
    s.lock();
  });

  it('a wrong password keeps the store locked with the error', async () => {
    const { storage } = await withWallet();
    const s = new WalletSession(storage, undefined, { kdf: FAST_KDF });
    await expect(s.unlock('nope nope nope')).rejects.toBeInstanceOf(WrongPasswordError);
    expect(s.store.getState().auth).toMatchObject({
      isLogin: false,
      error: 'Wrong password: the vault was not unlocked and nothing was changed',
    });
    expect(s.store.getState().wallets.allWallets).toEqual([]);
  });

  it('lock clears state and keys; unlock restores them', async () => {
    const { s } = await withWallet();
    s.lock();
    expect(s.store.getState().auth.isLogin).toBe(false);
    expect(s.store.getState().wallets.allWallets).toEqual([]);
    expect(() => s.vault).toThrow('The wallet is locked: unlock it with the password first');
    await s.unlock(PASSWORD);
    expect(s.store.getState().wallets.allWallets).toHaveLength(1);
  });

  it('marks the store loaded 500 ms after rehydration', async () => {
    vi.useFakeTimers();
    const { storage } = await withWallet();
    const s = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF });
    expect(s.store.getState().walletConnect.isReduxStoreLoaded).toBe(false);
    vi.advanceTimersByTime(499);
    expect(s.store.getState().walletConnect.isReduxStoreLoaded).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.store.getState().walletConnect.isReduxStoreLoaded).toBe(true);
  });

  it('state changes alone do not keep the wallet unlocked', async () => {
    vi.useFakeTimers();
    const { s } = await withWallet();
    s.store.dispatch(settingsActions.setLockTime(1));
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(10_000);
      s.store.dispatch(settingsActions.setFlag({ flag: 'feesOptions', value: i % 2 === 0 })); // e.g. polling
    }
    vi.advanceTimersByTime(1_000);
    expect(s.isUnlocked).toBe(false);
  });

  it('auto-locks after lockTime minutes of inactivity; activity restarts the countdown; 0 = off', async () => {
    vi.useFakeTimers();
    const { s } = await withWallet();
    s.store.dispatch(settingsActions.setLockTime(2));
    vi.advanceTimersByTime(119_000);
    s.store.dispatch(settingsActions.setFlag({ flag: 'feesOptions', value: true })); // not activity
    s.autoLock.touch(); // the person's input, as the shell reports it
    vi.advanceTimersByTime(119_000);
    expect(s.isUnlocked).toBe(true);
    vi.advanceTimersByTime(1_000);
    expect(s.isUnlocked).toBe(false);
    expect(s.store.getState().auth.isLogin).toBe(false);
    await s.unlock(PASSWORD);
    s.store.dispatch(settingsActions.setLockTime(0));
    vi.advanceTimersByTime(24 * 3_600_000);
    expect(s.isUnlocked).toBe(true);
  });

  it('persists the fingerprint flag but never isLogin', async () => {
    const { storage, s } = await withWallet();
    s.store.dispatch({ type: 'auth/setFingerprintAuth', payload: true });
    await s.save();
    const again = new WalletSession(storage, undefined, { kdf: FAST_KDF });
    expect(again.store.getState().auth.isLogin).toBe(false);
    await again.unlock(PASSWORD);
    expect(again.store.getState().auth.fingerprintAuth).toBe(true);
  });
});

describe('session: keys by reference', () => {
  it('signerFor gives the account with its key for the active address', async () => {
    const { s, w } = await withWallet();
    const a = s.signerFor(w.id, 'ethereum');
    expect(a.address).toBe(ABANDON_ETH);
    // m/44'/60'/0'/0/0 key of the abandon phrase (trustwallet/wallet-core HDWallet tests, ethers.js docs).
    expect(a.privateKey.replace(/^0x/, '')).toBe(
      '1ab42cc412b618bdea3a599e3c9bae199ebf030895b039e9db1e30dafb12b727',
    );
  });

  it('derive addresses adds 50 by the registry template; the key follows the selected one', async () => {
    const { s, w } = await withWallet();
    expect(await addMoreAddresses(s, 'ethereum:ETH')).toBe(50);
    const coin = s.store.getState().wallets.allWallets[0]!.coins[0]!;
    expect(coin.deriveAddresses).toHaveLength(51);
    // Indexes 1 and 2 of the abandon phrase (published in wallet-core and MetaMask test suites).
    expect(coin.deriveAddresses?.slice(1, 3).map((a) => a.address)).toEqual([
      '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0',
      '0xb6716976A3ebe8D39aCEB04372f22Ff8e6802D7A',
    ]);
    expect(s.store.getState().wallets.allWallets[0]?.isEVMAddressesAdded).toBe(true);
    s.store.dispatch({
      type: 'wallets/selectDeriveAddress',
      payload: {
        coinId: 'ethereum:ETH',
        chain_name: 'ethereum',
        address: '0x6Fac4D18c912343BF86fa7049364Dd4E424Ab9C0',
      },
    });
    // Key of index 1 (trustwallet/wallet-core tests: 9a98…55b6 controls 0x6Fac…9C0).
    expect(s.signerFor(w.id, 'ethereum').privateKey.replace(/^0x/, '')).toBe(
      '9a983cb3d832fbde5ab49d692b7a8bf5b5d232479c99333d0fc8e1d21f1b55b6',
    );
    await expect(addMoreAddresses(s, 'cardano:ADA')).rejects.toThrow('Unsupported chain');
  });

  it("a duplicate token gives the 'Duplication' toast", async () => {
    const { s } = await withWallet();
    const usdt = {
      _id: 'usdt',
      chain_name: 'ethereum',
      chain_symbol: 'ETH',
      symbol: 'USDT',
      name: 'Tether',
      type: 'token' as const,
      decimal: 6,
      status: true,
      contractAddress: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
    };
    expect(await addToken(s, usdt)).toBeNull();
    expect(await addToken(s, usdt)).toEqual({ title: 'Duplication', message: 'USDT already added' });
  });

  it('export-phrase needs the password again and marks the wallet backed up', async () => {
    const { s } = await withWallet();
    const gen = await createWallet(s, { chains: ['ethereum'] });
    await expect(exportPhrase(s, gen.id, 'not the password')).rejects.toBeInstanceOf(WrongPasswordError);
    const phrase = await exportPhrase(s, gen.id, PASSWORD);
    expect(phrase.split(' ')).toHaveLength(12);
    expect(s.wallet(gen.id).isBackedup).toBe(true);
  });

  it('rename and delete; deleting forgets the wallet keys', async () => {
    const { s, w } = await withWallet();
    const second = await createWallet(s, { chains: ['ethereum'] });
    await renameWallet(s, w.id, 'Spending');
    expect(s.wallet(w.id).walletName).toBe('Spending');
    await expect(deleteWallet(s, second.id)).rejects.toThrow('cannot deleted because it is selected wallet');
    await deleteWallet(s, w.id);
    expect(s.vault.hasSecret(w.secretRef)).toBe(false);
    await expect(deleteWallet(s, second.id)).rejects.toThrow('cannot deleted because there is only 1 wallet');
  });
});
