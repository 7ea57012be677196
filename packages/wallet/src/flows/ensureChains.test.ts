/**
 * Chain families load on demand: a flow loads those of the chains it touches, and unlock those of
 * the wallets' chains, before any synchronous key function runs. Each test imports the modules
 * afresh (vi.resetModules), so no family is loaded when it starts.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ABANDON_BTC, ABANDON_PHRASE, FAST_KDF, PASSWORD } from '../test-support/fixtures';
import { MemoryStorage } from '../vault/storage';

/** Bitcoin m/84'/1'/0'/0/0 of ABANDON_PHRASE: ebellocchia/bip_utils tests/bip/bip84 (BITCOIN_TESTNET). */
const TB1_0 = 'tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl';

async function fresh() {
  vi.resetModules();
  const chains = await import('@kestrel/chains');
  const { WalletSession } = await import('./session');
  const { createWallet } = await import('./createWallet');
  const { ensureChains } = await import('./ensureChains');
  const loaded = (name: string) => {
    try {
      chains.loadedFamilyOf(chains.getChain(name));
      return true;
    } catch (e) {
      if (e instanceof chains.FamilyNotLoadedError) return false;
      throw e;
    }
  };
  return { chains, WalletSession, createWallet, ensureChains, loaded };
}

beforeEach(() => vi.resetModules());

describe('ensureChains', () => {
  it('loads the families of the chains named, and skips unknown names', async () => {
    const { ensureChains, loaded } = await fresh();
    expect(loaded('ton')).toBe(false);
    await ensureChains(['ton', 'no_such_chain']);
    expect(loaded('ton')).toBe(true);
    expect(loaded('tezos')).toBe(false);
  });

  it('createWallet loads the families of its chains itself', async () => {
    const { WalletSession, createWallet, loaded } = await fresh();
    const s = await WalletSession.open(new MemoryStorage(), PASSWORD, { create: true, kdf: FAST_KDF });
    const w = await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['bitcoin', 'ton'] });
    expect(w.coins.find((c) => c.chain_name === 'bitcoin')?.address).toBe(ABANDON_BTC);
    expect(loaded('bitcoin') && loaded('ton')).toBe(true);
    expect(loaded('ethereum')).toBe(false);
  });
});

describe('unlock', () => {
  it("loads the families of the wallets' chains, and only those, before moving addresses to its network", async () => {
    const storage = new MemoryStorage();
    {
      const { WalletSession, createWallet } = await fresh();
      const s = await WalletSession.open(storage, PASSWORD, { create: true, kdf: FAST_KDF });
      await createWallet(s, { phrase: ABANDON_PHRASE, chains: ['ethereum', 'bitcoin'] });
      s.lock();
    }
    const { WalletSession, loaded } = await fresh();
    expect(loaded('bitcoin')).toBe(false);
    const s = await WalletSession.open(storage, PASSWORD, { kdf: FAST_KDF, network: 'testnet' });
    const btc = s.store.getState().wallets.allWallets[0]!.coins.find((c) => c.chain_name === 'bitcoin')!;
    // Re-derived for testnet, not marked unavailable for want of the family.
    expect(btc.networkMismatch).toBeUndefined();
    expect(btc.address).toBe(TB1_0);
    expect(loaded('bitcoin') && loaded('ethereum')).toBe(true);
    expect(loaded('ton')).toBe(false);
    expect(s.signerFor(s.store.getState().wallets.allWallets[0]!.id, 'bitcoin').address).toBe(TB1_0);
  });
});
