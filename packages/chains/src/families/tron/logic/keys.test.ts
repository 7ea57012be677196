import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry';
import { tronKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const tron = getChain('tron');

describe('tronKeys.deriveAccount', () => {
  it("matches Trust Wallet at the default path m/44'/195'/0'/0/0", () => {
    // trustwallet/wallet-core swift/Tests/CoinAddressDerivationTests.swift (case .tron).
    const seed = seedFromMnemonic(
      'shoot island position soft burden budget tooth cruel issue economy destroy above',
    );
    expect(tron.path).toBe("m/44'/195'/0'/0/0");
    const account = tronKeys.deriveAccount(tron, seed, tron.path, 'mainnet');
    expect(account.address).toBe('TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio');
    expect(account.path).toBe(tron.path);
    expect(account.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(tronKeys.importPrivateKey(tron, account.privateKey, 'mainnet').address).toBe(account.address);
  });

  it('gives the same address on every network (Shasta uses the 0x41 prefix too)', () => {
    const seed = seedFromMnemonic(
      'shoot island position soft burden budget tooth cruel issue economy destroy above',
    );
    expect(tronKeys.deriveAccount(tron, seed, tron.path, 'testnet').address).toBe(
      'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio',
    );
  });
});

describe('tronKeys.importPrivateKey', () => {
  it.each([
    // trustwallet/wallet-core tests/chains/Tron/AddressTests.cpp (FromPublicKey).
    [
      '2d8f68944bdbfbc0769542fba8fc2d2a3de67393334471624364c7006da2aa54',
      'TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC',
    ],
    [
      'BE88DF1D0BF30A923CB39C3BB953178BAAF3726E8D3CE81E7C8462E046E0D835',
      'THRF3GuPnvvPzKoaT8pJex5XHmo8NNbCb3',
    ],
    // wallet-core tests/common/CoinAddressDerivationTests.cpp (key 0x46..46).
    [
      '4646464646464646464646464646464646464646464646464646464646464646',
      'TQLCsShbQNXMTVCjprY64qZmEA4rBarpQp',
    ],
  ])('%s', (key, address) => {
    const account = tronKeys.importPrivateKey(tron, key, 'mainnet');
    expect(account.address).toBe(address);
    expect(account.privateKey).toBe(key.toLowerCase());
    expect(account.path).toBeUndefined();
  });

  it.each([
    ['', /empty/],
    ['2d8f68944bdbfbc0769542fba8fc2d2a3de67393334471624364c7006da2aa5', /this one has 63/],
    ['TJRyWwFs9wTFGZg3JbrVriFbNfCug5tDeC', /hexadecimal/],
    ['0000000000000000000000000000000000000000000000000000000000000000', /cannot build a wallet/],
    ['fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141', /cannot build a wallet/],
  ])('rejects %j', (key, reason) => {
    expect(() => tronKeys.importPrivateKey(tron, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => tronKeys.importPrivateKey(tron, key, 'mainnet')).toThrow(reason);
  });
});

describe('tronKeys properties', () => {
  const fakeSeed = (seed: Uint8Array): SeedMaterial => ({ mnemonic: '', passphrase: '', seed });

  it('derived addresses validate, normalized = address, and the key round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.nat({ max: 1000 }), (seed, i) => {
        const path = tron.deriveTemplate!.replace('{index}', String(i));
        const account = tronKeys.deriveAccount(tron, fakeSeed(seed), path, 'mainnet');
        expect(tronKeys.validateAddress(tron, account.address, 'mainnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(tronKeys.importPrivateKey(tron, account.privateKey, 'mainnet').address).toBe(account.address);
      }),
      { numRuns: 50 },
    );
  });

  it('random input never makes validateAddress throw, nor importPrivateKey throw anything but KeyInputError', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 40 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        expect(typeof tronKeys.validateAddress(tron, s, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => tronKeys.importPrivateKey(tron, s, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
