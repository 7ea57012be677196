/**
 * The platform seed (WebCrypto PBKDF2) equals the JavaScript one on the official BIP-39 vectors,
 * with and without WebCrypto, and Cardano keys from the precomputed Icarus stretch equal the ones
 * computed at derivation (CIP-3).
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { mnemonicToEntropy } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveAccount } from '../accounts';
import { loadFamily } from '../families/registry';
import { icarusMasterKey, icarusMasterKeyFromStretch } from './cardano-icarus';
import { seedFromMnemonic, seedFromMnemonicAsync } from './mnemonic';
import { KeyInputError } from './types';
import { loadVectors } from './vectors';

interface Bip39Case {
  id: string;
  mnemonic: string;
  passphrase: string;
  seed: string;
}
// Official BIP-39 vectors (trezor/python-mnemonic vectors.json), shared/vectors/bip39.json.
const { cases } = loadVectors<{ cases: Bip39Case[] }>('bip39.json');

afterEach(() => vi.unstubAllGlobals());

describe('seedFromMnemonicAsync', () => {
  it.each(cases.map((c) => [c.id, c] as const))('%s: the official seed through WebCrypto', async (_id, c) => {
    expect(globalThis.crypto?.subtle).toBeDefined();
    const material = await seedFromMnemonicAsync(c.mnemonic, c.passphrase);
    expect(bytesToHex(material.seed)).toBe(c.seed);
  });

  it('gives the same seed without WebCrypto (the JavaScript fallback)', async () => {
    vi.stubGlobal('crypto', undefined);
    expect(globalThis.crypto).toBeUndefined();
    for (const c of cases.slice(0, 4)) {
      expect(bytesToHex((await seedFromMnemonicAsync(c.mnemonic, c.passphrase)).seed)).toBe(c.seed);
    }
  });

  it('computes the Icarus stretch only when asked', async () => {
    expect((await seedFromMnemonicAsync(cases[0]!.mnemonic)).icarus).toBeUndefined();
  });

  it('precomputes the Icarus stretch that CIP-3 computes from the entropy', async () => {
    for (const c of cases.slice(0, 6)) {
      const material = await seedFromMnemonicAsync(c.mnemonic, c.passphrase, { cardano: true });
      const expected = icarusMasterKey(mnemonicToEntropy(c.mnemonic, wordlist), c.passphrase);
      const fromStretch = icarusMasterKeyFromStretch(material.icarus!);
      expect(bytesToHex(fromStretch.privateKey)).toBe(bytesToHex(expected.privateKey));
      expect(bytesToHex(fromStretch.chainCode)).toBe(bytesToHex(expected.chainCode));
    }
  });

  it('derives the same Cardano account from either seed', async () => {
    await loadFamily('cardano');
    const phrase = cases[0]!.mnemonic;
    const fast = deriveAccount('cardano', await seedFromMnemonicAsync(phrase, '', { cardano: true }));
    const slow = deriveAccount('cardano', seedFromMnemonic(phrase));
    expect(fast.address).toBe(slow.address);
    expect(fast.address).toMatch(/^addr1/);
  });

  it('refuses an invalid phrase with the same reason as the synchronous seed', async () => {
    const bad =
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon';
    const sync = (() => {
      try {
        seedFromMnemonic(bad);
      } catch (e) {
        return (e as Error).message;
      }
    })();
    await expect(seedFromMnemonicAsync(bad)).rejects.toThrow(KeyInputError);
    await expect(seedFromMnemonicAsync(bad)).rejects.toThrow(sync!);
  });
});
