import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry';
import { hederaKeys } from './keys';

const chain = getChain('hedera');
const MNEMONIC_24 =
  'inmate flip alley wear offer often piece magnet surge toddler submit right radio absent pear floor belt raven price stove replace reduce plate home';

describe('hederaKeys.deriveAccount', () => {
  // hashgraph/hedera-sdk-js test/unit/Mnemonic.js ("Mnemonic.toStandardED25519PrivateKey() test vector 1"):
  // toStandardEd25519PrivateKey(passphrase, 0) is SLIP-10 m/44'/3030'/0'/0'/0'.
  it('matches @hashgraph/sdk toStandardEd25519PrivateKey("", 0) at the default path', () => {
    const account = hederaKeys.deriveAccount(
      chain,
      seedFromMnemonic(MNEMONIC_24),
      "m/44'/3030'/0'/0'/0'",
      'mainnet',
    );
    expect(account.privateKey).toBe('f8dcc99a1ced1cc59bc2fee161c26ca6d6af657da9aa654da724441343ecd16f');
    expect(account.publicKey).toBe('2e42c9f5a5cdbde64afa65ce3dbaf013d5f9ff8d177f6ef4eb89fbe8c084ec0d');
    expect(account.address).toBe(
      '0.0.302a300506032b65700321002e42c9f5a5cdbde64afa65ce3dbaf013d5f9ff8d177f6ef4eb89fbe8c084ec0d',
    );
  });

  it('applies the BIP-39 passphrase ("some pass" vector)', () => {
    const account = hederaKeys.deriveAccount(
      chain,
      seedFromMnemonic(MNEMONIC_24, 'some pass'),
      // The SDK's standard path; the registry default follows Trust Wallet (m/44'/3030'/0'/0').
      "m/44'/3030'/0'/0'/0'",
      'mainnet',
    );
    expect(account.privateKey).toBe('abeca64d2337db386e289482a252334c68c7536daaefff55dc169ddb77fbae28');
  });

  it("matches Trust Wallet Core's key for this phrase at m/44'/3030'/0'/0'", () => {
    // trustwallet/wallet-core tests/common/HDWallet/HDWalletTests.cpp (HederaKey). TW writes the path
    // m/44'/3030'/0'/0'/0 but its ed25519 derivation skips the non-hardened last step, so the key is
    // the one at m/44'/3030'/0'/0' (the SDK's legacy Ed25519PrivateKey.fromMnemonic key).
    const first = hederaKeys.deriveAccount(
      chain,
      seedFromMnemonic(MNEMONIC_24),
      "m/44'/3030'/0'/0'",
      'mainnet',
    );
    expect(first.privateKey).toBe('853f15aecd22706b105da1d709b4ac05b4906170c2b9c7495dff9af49e1391da');
    expect(first.address).toBe(
      '0.0.302a300506032b6570032100b63b3815f453cf697b53b290b1d78e88c725d39bde52c34c79fb5b4c93894673',
    );
    const second = hederaKeys.deriveAccount(
      chain,
      seedFromMnemonic('walk gun glide frequent exhaust sugar siege prosper staff skill swarm label'),
      "m/44'/3030'/0'/0'",
      'mainnet',
    );
    expect(second.address).toBe(
      '0.0.302a300506032b65700321007df3e1ab790b28de4706d36a7aa99a0e043cb3e2c3d6ec6686e4af7f638b0860',
    );
  });

  it('refuses non-hardened segments (SLIP-10 ed25519)', () => {
    expect(() =>
      hederaKeys.deriveAccount(chain, seedFromMnemonic(MNEMONIC_24), "m/44'/3030'/0'/0'/0", 'mainnet'),
    ).toThrow(KeyInputError);
  });
});

describe('hederaKeys.importPrivateKey', () => {
  it('imports the DER form and exports raw hex', () => {
    // trustwallet/wallet-core tests/common/HDWallet/HDWalletTests.cpp (HederaKey, second phrase)
    const account = hederaKeys.importPrivateKey(
      chain,
      '302e020100300506032b657004220420650c5120cbdc6244e3d10001eb27eea4dd3f80c331b3b6969fa434797d4edd50',
      'mainnet',
    );
    expect(account.address).toBe(
      '0.0.302a300506032b65700321007df3e1ab790b28de4706d36a7aa99a0e043cb3e2c3d6ec6686e4af7f638b0860',
    );
    expect(account.privateKey).toBe('650c5120cbdc6244e3d10001eb27eea4dd3f80c331b3b6969fa434797d4edd50');
    expect(hederaKeys.importPrivateKey(chain, `0x${account.privateKey}`, 'mainnet').address).toBe(
      account.address,
    );
  });

  it('imports raw hex', () => {
    // trustwallet/wallet-core tests/common/CoinAddressDerivationTests.cpp (TWCoinTypeHedera, key 0x4646…46)
    expect(hederaKeys.importPrivateKey(chain, '46'.repeat(32), 'mainnet').address).toBe(
      '0.0.302a300506032b6570032100ee93a4f66f8d16b819bb9beb9ffccdfcdc1412e87fee6a324c2a99a1e0e67148',
    );
  });

  it.each([
    ['', /64 hex/],
    ['xyz', /64 hex/],
    ['46'.repeat(31), /length/],
    ['302e020100300506032b657004220420' + '46'.repeat(31), /length/],
    ['3030020100300706052b8104000a04220420' + '46'.repeat(32), /ECDSA/],
  ])('rejects %j', (key, reason) => {
    expect(() => hederaKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => hederaKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(reason);
  });
});

describe('hedera properties', () => {
  it('addresses derived from random seeds validate, normalize to themselves and round-trip', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const account = hederaKeys.deriveAccount(
          chain,
          { mnemonic: '', passphrase: '', seed: bytes },
          chain.path,
          'testnet',
        );
        expect(hederaKeys.validateAddress(chain, account.address, 'testnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(hederaKeys.importPrivateKey(chain, account.privateKey, 'testnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('never throws anything but KeyInputError on arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 64 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 64 }).map((b) => `0.0.${Buffer.from(b).toString('hex')}`),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString('latin1')),
      fc
        .tuple(fc.bigInt({ min: 0n, max: 1n << 70n }), fc.string({ maxLength: 6 }))
        .map(([n, s]) => `0.0.${n}-${s}`),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(() => hederaKeys.validateAddress(chain, input, 'mainnet')).not.toThrow();
        try {
          hederaKeys.importPrivateKey(chain, input, 'mainnet');
        } catch (error) {
          expect(error).toBeInstanceOf(KeyInputError);
        }
      }),
      { numRuns: 100 },
    );
  });
});
