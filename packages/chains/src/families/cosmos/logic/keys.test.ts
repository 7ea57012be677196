import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry';
import { cosmosKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const cosmos = getChain('cosmos');
const thorchain = getChain('thorchain');
const SHOOT = 'shoot island position soft burden budget tooth cruel issue economy destroy above';

describe('cosmosKeys.deriveAccount', () => {
  it.each([
    // trustwallet/wallet-core swift/Tests/CoinAddressDerivationTests.swift (case .cosmos, case .thorchain).
    [cosmos, "m/44'/118'/0'/0/0", 'cosmos142j9u5eaduzd7faumygud6ruhdwme98qsy2ekn'],
    [thorchain, "m/44'/931'/0'/0/0", 'thor1c8jd7ad9pcw4k3wkuqlkz4auv95mldr2kyhc65'],
  ] as const)('%s at its default path', (chain, path, address) => {
    expect(chain.path).toBe(path);
    const account = cosmosKeys.deriveAccount(chain, seedFromMnemonic(SHOOT), path, 'mainnet');
    expect(account.address).toBe(address);
    expect(account.path).toBe(path);
    expect(cosmosKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(address);
  });

  it('matches gaiacli keys via wallet-core (DeriveCosmos)', () => {
    // wallet-core tests/interface/TWHDWalletTests.cpp (DeriveCosmos): key and public key at m/44'/118'/0'/0/0;
    // tests/chains/Cosmos/AddressTests.cpp gives that key's address.
    const seed = seedFromMnemonic(
      'attract term foster morning tail foam excite copper disease measure cheese camera rug enroll cause flip sword waste try local purchase between idea thank',
    );
    const account = cosmosKeys.deriveAccount(cosmos, seed, cosmos.path, 'mainnet');
    expect(account.privateKey).toBe('80e81ea269e66a0a05b11236df7919fb7fbeedba87452d667489d7403a02f005');
    expect(account.publicKey).toBe('0257286ec3f37d33557bbbaa000b27744ac9023aa9967cae75a181d1ff91fa9dc5');
    expect(account.address).toBe('cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02');
  });

  it('uses the stagenet prefix sthor for THORChain off mainnet, same key hash', () => {
    const seed = seedFromMnemonic(SHOOT);
    const stage = cosmosKeys.deriveAccount(thorchain, seed, thorchain.path, 'testnet');
    expect(stage.address.startsWith('sthor1')).toBe(true);
    expect(cosmosKeys.validateAddress(thorchain, stage.address, 'testnet')).toEqual({
      valid: true,
      normalized: stage.address,
    });
    expect(cosmosKeys.validateAddress(thorchain, stage.address, 'mainnet').valid).toBe(false);
    expect(cosmosKeys.deriveAccount(cosmos, seed, cosmos.path, 'testnet').address).toBe(
      'cosmos142j9u5eaduzd7faumygud6ruhdwme98qsy2ekn',
    );
  });
});

describe('cosmosKeys.importPrivateKey', () => {
  it.each([
    // wallet-core tests/chains/Cosmos/AddressTests.cpp (Cosmos_FromPublicKey, ThorFromPublicKey).
    [
      cosmos,
      '80e81ea269e66a0a05b11236df7919fb7fbeedba87452d667489d7403a02f005',
      'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
    ],
    [
      thorchain,
      '7105512f0c020a1dd759e14b865ec0125f59ac31e34d7a2807a228ed50cb343e',
      'thor1z53wwe7md6cewz9sqwqzn0aavpaun0gw0exn2r',
    ],
    // wallet-core tests/common/CoinAddressDerivationTests.cpp (key 0x46..46).
    [
      cosmos,
      '4646464646464646464646464646464646464646464646464646464646464646',
      'cosmos1hkfq3zahaqkkzx5mjnamwjsfpq2jk7z0emlrvp',
    ],
    [
      thorchain,
      '4646464646464646464646464646464646464646464646464646464646464646',
      'thor1hkfq3zahaqkkzx5mjnamwjsfpq2jk7z0luxce7',
    ],
  ] as const)('%s %s', (chain, key, address) => {
    const account = cosmosKeys.importPrivateKey(chain, key, 'mainnet');
    expect(account.address).toBe(address);
    expect(account.privateKey).toBe(key);
    expect(account.path).toBeUndefined();
  });

  it.each([
    ['', /empty/],
    ['80e81ea269e66a0a05b11236df7919fb7fbeedba87452d667489d7403a02f0', /this one has 62/],
    ['cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02', /hexadecimal/],
    ['0000000000000000000000000000000000000000000000000000000000000000', /cannot build a wallet/],
  ])('rejects %j', (key, reason) => {
    expect(() => cosmosKeys.importPrivateKey(cosmos, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => cosmosKeys.importPrivateKey(cosmos, key, 'mainnet')).toThrow(reason);
  });

  it('refuses to serve a chain outside the family', () => {
    expect(
      cosmosKeys.validateAddress(
        getChain('ethereum'),
        'cosmos1hsk6jryyqjfhp5dhc55tc9jtckygx0eph6dd02',
        'mainnet',
      ).valid,
    ).toBe(false);
  });
});

describe('cosmosKeys properties', () => {
  const fakeSeed = (seed: Uint8Array): SeedMaterial => ({ mnemonic: '', passphrase: '', seed });
  const networks = ['mainnet', 'testnet', 'devnet'] as const;

  it('derived addresses validate on their chain and network, normalized = address, key round-trips', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.constantFrom(cosmos, thorchain),
        fc.constantFrom(...networks),
        (seed, chain, network) => {
          const account = cosmosKeys.deriveAccount(chain, fakeSeed(seed), chain.path, network);
          expect(cosmosKeys.validateAddress(chain, account.address, network)).toEqual({
            valid: true,
            normalized: account.address,
          });
          expect(cosmosKeys.importPrivateKey(chain, account.privateKey, network).address).toBe(
            account.address,
          );
        },
      ),
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
      fc.property(inputs, fc.constantFrom(cosmos, thorchain), (s, chain) => {
        expect(typeof cosmosKeys.validateAddress(chain, s, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => cosmosKeys.importPrivateKey(chain, s, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
