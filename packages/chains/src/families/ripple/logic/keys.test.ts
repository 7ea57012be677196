import { base58xrp } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry';
import { rippleKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const ripple = getChain('ripple');

describe('rippleKeys.deriveAccount', () => {
  it("matches Trust Wallet at the default path m/44'/144'/0'/0/0", () => {
    // trustwallet/wallet-core swift/Tests/CoinAddressDerivationTests.swift (case .xrp).
    const seed = seedFromMnemonic(
      'shoot island position soft burden budget tooth cruel issue economy destroy above',
    );
    expect(ripple.path).toBe("m/44'/144'/0'/0/0");
    const account = rippleKeys.deriveAccount(ripple, seed, ripple.path, 'mainnet');
    expect(account.address).toBe('rPwE3gChNKtZ1mhH3Ko8YFGqKmGRWLWXV3');
    expect(account.path).toBe(ripple.path);
    expect(rippleKeys.importPrivateKey(ripple, account.privateKey, 'mainnet').address).toBe(account.address);
  });

  it('matches xrpl.js Wallet.fromMnemonic (secp256k1, default path)', () => {
    // XRPLF/xrpl.js packages/xrpl/test/wallet/index.test.ts (fromMnemonic: publicKey, privateKey).
    const seed = seedFromMnemonic(
      'assault rare scout seed design extend noble drink talk control guitar quote',
    );
    const account = rippleKeys.deriveAccount(ripple, seed, "m/44'/144'/0'/0/0", 'testnet');
    expect(account.publicKey.toUpperCase()).toBe(
      '035953FCD81D001CF634EB44A87940F3F98ADF2483D09C914BAED0539BE50F385D',
    );
    expect(`00${account.privateKey}`.toUpperCase()).toBe(
      '0013FC461CA5799F1357C8130AF703CBA7E9C28E072C6CA8F7DEF8601CDE98F394',
    );
  });
});

describe('rippleKeys.importPrivateKey', () => {
  it.each([
    // wallet-core tests/common/CoinAddressDerivationTests.cpp (key 0x46..46).
    [
      '4646464646464646464646464646464646464646464646464646464646464646',
      'rJHMeqKu8Ep7Fazx8MQG6JunaafBXz93YQ',
    ],
    // XRPLF/xrpl.js packages/ripple-keypairs/test/fixtures/api.json: the 33-byte key as xrpl.js prints it,
    // the bare 32 bytes, and the family seed it comes from, all -> the fixture's address.
    [
      '00D78B9735C3F26501C7337B8A5727FD53A6EFDBC6AA55984F098488561F985E23',
      'rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1',
    ],
    [
      'D78B9735C3F26501C7337B8A5727FD53A6EFDBC6AA55984F098488561F985E23',
      'rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1',
    ],
    ['sp5fghtJtpUorTwvof1NpDXAzNwf5', 'rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1'],
  ])('%s', (key, address) => {
    const account = rippleKeys.importPrivateKey(ripple, key, 'mainnet');
    expect(account.address).toBe(address);
    expect(account.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(account.path).toBeUndefined();
    expect(rippleKeys.importPrivateKey(ripple, account.privateKey, 'mainnet').address).toBe(address);
  });

  it('gives the xrpl.js public key of a family seed', () => {
    // XRPLF/xrpl.js packages/xrpl/test/wallet/index.test.ts (fromSeed with ecdsa-secp256k1).
    const account = rippleKeys.importPrivateKey(ripple, 'sh1HiK7SwjS1VxFdXi7qeMHRedrYX', 'mainnet');
    expect(account.publicKey.toUpperCase()).toBe(
      '03BFC2F7AE242C3493187FA0B72BE97B2DF71194FB772E507FF9DEA0AD13CA1625',
    );
  });

  it.each([
    ['', /empty/],
    // XRPLF/xrpl.js ripple-keypairs fixtures: an ed25519 seed and the ED-prefixed ed25519 private key.
    ['sEdSKaCy2JT7JaM7v95H9SxkhP9wS2r', /Ed25519.*not supported/],
    ['EDB4C4E046826BD26190D09715FC31F4E6A728204EADD112905B08B14B7F15C4F3', /Ed25519.*not supported/],
    ['sp5fghtJtpUorTwvof1NpDXAzNwf6', /not a valid family seed/],
    ['rU6K7V3Po4snVhBBaU29sesqs2qTQJWDw1', /64 hexadecimal characters/],
    ['01D78B9735C3F26501C7337B8A5727FD53A6EFDBC6AA55984F098488561F985E23', /64 hexadecimal characters/],
    ['D78B9735C3F26501C7337B8A5727FD53A6EFDBC6AA55984F098488561F985E', /64 hexadecimal characters/],
    ['0000000000000000000000000000000000000000000000000000000000000000', /not a valid secp256k1/],
  ])('rejects %j', (key, reason) => {
    expect(() => rippleKeys.importPrivateKey(ripple, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => rippleKeys.importPrivateKey(ripple, key, 'mainnet')).toThrow(reason);
  });
});

describe('rippleKeys properties', () => {
  const fakeSeed = (seed: Uint8Array): SeedMaterial => ({ mnemonic: '', passphrase: '', seed });

  it('derived addresses validate, normalized = address, and the key round-trips', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), fc.nat({ max: 1000 }), (seed, i) => {
        const account = rippleKeys.deriveAccount(ripple, fakeSeed(seed), `m/44'/144'/${i}'/0/0`, 'mainnet');
        expect(rippleKeys.validateAddress(ripple, account.address, 'mainnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(rippleKeys.importPrivateKey(ripple, account.privateKey, 'mainnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('random input never makes validateAddress throw, nor importPrivateKey throw anything but KeyInputError', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string().map((s) => `s${s}`),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ minLength: 17, maxLength: 23 }).map((b) => base58xrp.encode(b)),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        expect(typeof rippleKeys.validateAddress(ripple, s, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => rippleKeys.importPrivateKey(ripple, s, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
