/** In-memory sessions: a key-only wallet that signs, a watch wallet that never does, nothing kept. */
import { describe, expect, it } from 'vitest';
import { HARDHAT_ADDR_0, HARDHAT_KEY_0 } from '../test-support/fixtures';
import {
  addWatchWallet,
  openKeySession,
  openMemorySession,
  WATCH_ONLY,
  watchOnlySigners,
} from './memorySession';
import { sessionSigners } from './signers';

describe('openKeySession', () => {
  it('holds one wallet of the key (Hardhat account #0) whose signer signs', async () => {
    const { session, wallet } = await openKeySession({
      chain_name: 'ethereum',
      privateKey: HARDHAT_KEY_0,
      network: 'devnet',
    });
    try {
      expect(session.network).toBe('devnet');
      expect(session.store.getState().wallets.allWallets).toEqual([wallet]);
      expect(wallet.coins.map((c) => [c.chain_name, c.address])).toEqual([['ethereum', HARDHAT_ADDR_0]]);
      const signer = await sessionSigners(session)(wallet.id, wallet.coins[0]!);
      const sig = await signer.signDigest(new Uint8Array(32).fill(1));
      expect(sig.r).toBeGreaterThan(0n);
    } finally {
      session.lock();
    }
    expect(session.isUnlocked).toBe(false);
  });

  it('refuses a bad key with the key module error (bad input, not a runtime failure)', async () => {
    await expect(
      openKeySession({ chain_name: 'ethereum', privateKey: '0x1234', network: 'devnet' }),
    ).rejects.toThrow();
  });
});

describe('addWatchWallet', () => {
  it('watches an address on the network; its signers refuse to sign', async () => {
    const session = await openMemorySession('testnet');
    try {
      const wallet = await addWatchWallet(session, { chain_name: 'ethereum', address: HARDHAT_ADDR_0 });
      const state = session.store.getState().wallets;
      expect(state.allWallets[state.currentWalletIndex]).toEqual(wallet);
      expect(wallet.coins).toMatchObject([{ chain_name: 'ethereum', address: HARDHAT_ADDR_0, type: 'coin' }]);
      const signer = await watchOnlySigners(wallet.id, wallet.coins[0]!);
      await expect(signer.signDigest(new Uint8Array(32))).rejects.toThrow(WATCH_ONLY);
    } finally {
      session.lock();
    }
  });
});
