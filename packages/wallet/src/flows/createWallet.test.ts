import { describe, expect, it } from 'vitest';
import {
  ABANDON_BTC,
  ABANDON_ETH,
  ABANDON_PHRASE,
  FAST_KDF,
  HARDHAT_ADDR_0,
  HARDHAT_KEY_0,
  PASSWORD,
} from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';
import { createWallet } from './createWallet';
import { WalletSession } from './session';

const open = () => WalletSession.open(new MemoryStorage(), PASSWORD, { create: true, kdf: FAST_KDF });

describe('wallet creation', () => {
  it('generates a phrase when given none; generated wallets are not backed up', async () => {
    const s = await open();
    const w = await createWallet(s, { chains: ['ethereum'] });
    expect(w.isBackedup).toBe(false);
    expect(w.isImportWalletWithPrivateKey).toBe(false);
    const entry = s.vault.getSecret(w.secretRef);
    expect(entry.kind === 'mnemonic' && entry.phrase.split(' ')).toHaveLength(12);
  });

  it('imports a phrase (marked backed up) with the published addresses', async () => {
    const s = await open();
    const w = await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum', 'bitcoin'] });
    expect(w.isBackedup).toBe(true);
    expect(w.coins.map((c) => c.address)).toEqual([ABANDON_ETH, ABANDON_BTC]);
    expect(w.address).toBe(ABANDON_ETH);
  });

  it('a phrase the shell generated and showed keeps the backup outcome it is given', async () => {
    const s = await open();
    const later = await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum'], isBackedup: false });
    expect(later.isBackedup).toBe(false);
  });

  it('imports a private key: needs a chain name, unknown chain is coin not found', async () => {
    const s = await open();
    await expect(createWallet(s, { privateKey: HARDHAT_KEY_0 })).rejects.toThrow(
      'Private-key import needs a chain name',
    );
    await expect(createWallet(s, { privateKey: HARDHAT_KEY_0, chain_name: 'dogechain' })).rejects.toThrow(
      'coin not found',
    );
    const w = await createWallet(s, { privateKey: HARDHAT_KEY_0, chain_name: 'ethereum' });
    expect(w).toMatchObject({
      isBackedup: true,
      isImportWalletWithPrivateKey: true,
      address: HARDHAT_ADDR_0,
    });
    expect(s.vault.secretRefs()).toEqual([w.secretRef]);
  });

  it('names Main Wallet, then Wallet N kept unique; a given name wins', async () => {
    const s = await open();
    const names: string[] = [];
    for (let i = 0; i < 3; i++)
      names.push((await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum'] })).walletName);
    expect(names).toEqual(['Main Wallet', 'Wallet 2', 'Wallet 3']);
    expect(
      (await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum'], walletName: 'Cold' }))
        .walletName,
    ).toBe('Cold');
  });

  it('replace mode leaves only the new wallet and drops the old keys from the vault', async () => {
    const s = await open();
    await createWallet(s, { chains: ['ethereum'] });
    await createWallet(s, { chains: ['ethereum'] });
    const w = await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum'], replace: true });
    expect(s.store.getState().wallets.allWallets.map((x) => x.id)).toEqual([w.id]);
    expect(w.walletName).toBe('Main Wallet');
    expect(s.vault.secretRefs()).toEqual([w.secretRef]);
  });

  it('refuses past the maximum count with the spec message and keeps no key', async () => {
    const s = await open();
    await createWallet(s, { chains: ['ethereum'], maxWallets: 1 });
    await expect(
      createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum'], maxWallets: 1 }),
    ).rejects.toThrow('You have reached the maximum wallet limit, For more details ask contact support');
    expect(s.vault.secretRefs()).toHaveLength(1);
  });

  it('a bad phrase is a readable KeyInputError and nothing is stored', async () => {
    const s = await open();
    await expect(createWallet(s, { phrase: 'abandon abandon abandon' })).rejects.toThrow(
      /Invalid recovery phrase/,
    );
    expect(s.vault.secretRefs()).toHaveLength(0);
    await expect(createWallet(s, { phrase: ABANDON_PHRASE, chains: ['nochain'] })).rejects.toThrow(
      'chain not supported',
    );
  });
});
