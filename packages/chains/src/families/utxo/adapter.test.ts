/**
 * The adapter's key-side contract: account extended public keys (BIP-84 zpub and BIP-86 xpub
 * from the BIPs' own vectors, /work/shared/vectors/bip84_49_86.json), spec §9 testnet paths and
 * networks, the wallet signer's derived addresses (BIP-84 first change address), capabilities.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createAdapter } from '../../adapter';
import type { SeedMaterial } from '../../keys/types';
import { walletSignerFromSeed, type UtxoAdapter } from './index';

const PHRASE =
  'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const seed: SeedMaterial = { mnemonic: PHRASE, passphrase: '', seed: mnemonicToSeedSync(PHRASE) };
type Entry = { section?: string; xpub?: string; address?: string; path?: string };
const vectors = JSON.parse(readFileSync('/work/shared/vectors/bip84_49_86.json', 'utf8')) as {
  cases: { id: string; entries?: Entry[] }[];
};
const entries = (id: string) => vectors.cases.find((c) => c.id === id)!.entries!;

describe('Bitcoin-family adapter', () => {
  it('is created through the generic createAdapter', async () => {
    const a = (await createAdapter('bitcoin', { network: 'mainnet' })) as UtxoAdapter;
    expect(a.capabilities.replaceByFee).toBe(true);
    expect(a.capabilities.tokens).toBe(false);
  });

  it('gives the BIP-84 account zpub and the BIP-86 account xpub', async () => {
    const native = (await createAdapter('bitcoin', { network: 'mainnet' })) as UtxoAdapter;
    const taproot = (await createAdapter('bitcoin_taproot', { network: 'mainnet' })) as UtxoAdapter;
    expect(native.extendedPublicKey(seed)).toBe(
      entries('bip84').find((e) => e.section?.startsWith('Account 0, root'))!.xpub,
    );
    expect(taproot.extendedPublicKey(seed)).toBe(
      entries('bip86').find((e) => e.section?.startsWith('Account 0, root'))!.xpub,
    );
  });

  it('switches paths and networks in testnet mode (spec §9)', async () => {
    const main = await createAdapter('bitcoin', { network: 'mainnet' });
    const test = (await createAdapter('bitcoin', { network: 'testnet' })) as UtxoAdapter;
    expect((await main.deriveAccount(seed)).path).toBe("m/84'/0'/0'/0/0");
    const acct = await test.deriveAccount(seed);
    expect(acct.path).toBe("m/84'/1'/0'/0/0");
    expect(acct.address.startsWith('tb1q')).toBe(true);
    expect(test.extendedPublicKey(seed).startsWith('vpub')).toBe(true);
  });

  it("derives the wallet's receive and change addresses (BIP-84 first change address)", async () => {
    const a = await createAdapter('bitcoin', { network: 'mainnet' });
    const signer = walletSignerFromSeed(a.chain, 'mainnet', seed, { count: 2 });
    const change = entries('bip84').find((e) => e.path === "m/84'/0'/0'/1/0")!;
    expect(signer.keys.find((k) => k.derivePath === change.path)?.address).toBe(change.address);
    expect(signer.keys.map((k) => k.derivePath)).toEqual([
      "m/84'/0'/0'/0/0",
      "m/84'/0'/0'/0/1",
      "m/84'/0'/0'/1/0",
      "m/84'/0'/0'/1/1",
    ]);
  });

  it('refuses a plain signer for Bitcoin-family sends with a clear error', async () => {
    const a = (await createAdapter('litecoin', { network: 'mainnet' })) as UtxoAdapter;
    const plain = {
      curve: 'secp256k1' as const,
      signDigest: async () => ({ r: 1n, s: 1n, recovery: 0 as const }),
    };
    await expect(a.speedUp('a'.repeat(64), plain)).rejects.toThrow('wallet signer');
  });
});
