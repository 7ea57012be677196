/**
 * The adapter's key-side contract: account extended public keys (BIP-84 zpub and BIP-86 xpub
 * from the BIPs' own vectors, /work/shared/vectors/bip84_49_86.json), spec §9 testnet paths and
 * networks, the wallet signer's derived addresses (BIP-84 first change address), capabilities,
 * and the family module's signers and send-error codes.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mnemonicToSeedSync } from '@scure/bip39';
import { createAdapter, UnsupportedOperationError } from '../../adapter';
import type { SeedMaterial } from '../../keys/types';
import { getChain } from '../../registry/index';
import { family, type UtxoAdapter, type UtxoWalletSigner } from './index';
import { walletSignerFromSeed } from './logic/signer';

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
    await expect(a.prepareReplacement!('a'.repeat(64), 'speedUp', plain)).rejects.toThrow('wallet signer');
  });

  it('has cancel by RBF; a mode it does not know is an UnsupportedOperationError, before any provider is asked', async () => {
    const a = (await createAdapter('bitcoin', { network: 'mainnet', explorerApis: [] })) as UtxoAdapter;
    expect(a.capabilities.cancel).toBe(true);
    const signer = walletSignerFromSeed(a.chain, 'mainnet', seed, { count: 1 });
    await expect(a.prepareReplacement!('a'.repeat(64), 'drop' as 'cancel', signer)).rejects.toThrow(
      UnsupportedOperationError,
    );
    // With no provider at all the transaction cannot be found: refused, nothing else happens.
    await expect(a.prepareReplacement!('a'.repeat(64), 'cancel', signer)).rejects.toThrow(
      'Transaction not found',
    );
  });

  it('the family builds a phrase signer over the coin address, and refuses one that is not the coin', async () => {
    const chain = getChain('bitcoin');
    const account = family.keys.deriveAccount(chain, seed, chain.path, 'mainnet');
    const secrets = { chain, network: 'mainnet' as const, account: () => account };
    const signer = (await family.createSigner({
      ...secrets,
      address: account.address,
      seed: { material: seed },
    })) as UtxoWalletSigner;
    expect(signer.keys[0]!.address).toBe(entries('bip84').find((e) => e.path === "m/84'/0'/0'/0/0")!.address);
    expect(signer.keys.length).toBeGreaterThan(1);
    // A WIF coin holds one address.
    const one = (await family.createSigner({ ...secrets, address: account.address })) as UtxoWalletSigner;
    expect(one.keys.map((k) => k.address)).toEqual([account.address]);
    const fromKey = (await family.signerFromKey(chain, 'mainnet', account.privateKey)) as UtxoWalletSigner;
    expect(fromKey.keys.map((k) => k.address)).toEqual([account.address]);
    await expect(
      family.createSigner({ ...secrets, address: 'bc1qnjg0jd8228aq7egyzacy8cys3knf9xvrerkf9g' }),
    ).rejects.toThrow('The derived key does not match the coin address');
  });

  it('reads a fee below the relay minimum as feeTooLow; other node texts are other', () => {
    expect(family.sendErrorCode('transaction underpriced')).toBe('feeTooLow');
    expect(family.sendErrorCode('min relay fee not met, 100 < 141')).toBe('other');
    expect(family.sendErrorCode('bad-txns-inputs-missingorspent')).toBe('other');
  });
});
