import { mnemonicToSeedSync } from '@scure/bip39';
import { base58, base58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry/index';
import { solanaKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const chain = getChain('solana');
const PATH = "m/44'/501'/0'/0'";

function seedMaterial(mnemonic: string): SeedMaterial {
  return { mnemonic, passphrase: '', seed: mnemonicToSeedSync(mnemonic) };
}

describe('solana deriveAccount', () => {
  it('matches Trust Wallet Core at the Phantom path', () => {
    // trustwallet/wallet-core tests/common/Keystore/StoredKeyTests.cpp
    // (CreateWithMnemonicAlternativeDerivation, TWDerivationSolanaSolana = m/44'/501'/0'/0').
    const account = solanaKeys.deriveAccount(
      chain,
      seedMaterial('team engine square letter hero song dizzy scrub tornado fabric divert saddle'),
      PATH,
      'mainnet',
    );
    expect(account.address).toBe('CgWJeEWkiYqosy1ba7a3wn9HAQuHyK48xs3LM4SSDc1C');
    expect(account.publicKey).toBe('ad8f57924dce62f9040f93b4f6ce3c3d39afde7e29bcb4013dad59db7913c4c7');
    const secret = base58.decode(account.privateKey);
    expect(bytesToHex(secret.slice(0, 32))).toBe(
      'd49a5fa7f77593534c7afd2ba8dc8e9d8b007bc6ec65fe8df25ffe6fafc57151',
    );
    expect(account.path).toBe(PATH);
  });

  it("matches bip_utils for \"abandon … about\" at m/44'/501'/0'/0'", () => {
    // ebellocchia/bip_utils tests/bip/bip44/test_bip44.py, Solana "chain_ext" ex_priv (m/44'/501'/0'/0').
    // Its key data is 0x00 || 32-byte ed25519 seed.
    const xprv =
      'xprvA2QipMzhg5ZvbYChUSZZqwjAz1AeVHy1u4aSztp9CnEu4GAsr1R9hZXkQc8i6m2LZzuUmd8YzMgunJfRrmkfJhGYuxuGU9huHYLWiqz4b78';
    const publishedSeed = base58check(sha256).decode(xprv).slice(46, 78);
    const account = solanaKeys.deriveAccount(
      chain,
      seedMaterial(
        'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
      ),
      PATH,
      'mainnet',
    );
    expect(bytesToHex(base58.decode(account.privateKey).slice(0, 32))).toBe(bytesToHex(publishedSeed));
    // The address Phantom shows for this phrase, widely published (e.g. in Solana wallet test suites).
    expect(account.address).toBe('HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk');
  });

  it('rejects a path with a non-hardened index', () => {
    const seed = seedMaterial(
      'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about',
    );
    expect(() => solanaKeys.deriveAccount(chain, seed, "m/44'/501'/0'/0", 'mainnet')).toThrow(KeyInputError);
  });
});

describe('solana importPrivateKey', () => {
  // paulmillr/micro-sol-signer test/index.test.js ("format private key base58 / array").
  const SEED_HEX = '99da9559e15e913ee9ab2e53e3dfad575da33b49be1125bb922e33494f498828';
  const SECRET_B58 =
    '45QmaP6zVBfDPLWrbtaMiVFKbRLPwwAqXHiDkx2FcUHZoV1uU6uB8cZyGBKQbiExXyyzghaE65THFi2h8mSwkFuj';
  const SECRET_ARRAY = [
    153, 218, 149, 89, 225, 94, 145, 62, 233, 171, 46, 83, 227, 223, 173, 87, 93, 163, 59, 73, 190, 17, 37,
    187, 146, 46, 51, 73, 79, 73, 136, 40, 27, 47, 73, 9, 110, 62, 93, 189, 15, 207, 169, 192, 192, 205, 146,
    217, 171, 59, 33, 84, 75, 52, 213, 221, 74, 101, 217, 139, 135, 139, 153, 34,
  ];
  const ADDRESS = '2q7pyhPwAwZ3QMfZrnAbDhnh9mDUqycszcpf86VgQxhF';

  it('imports the base58 64-byte secret key', () => {
    const account = solanaKeys.importPrivateKey(chain, SECRET_B58, 'mainnet');
    expect(account.address).toBe(ADDRESS);
    expect(account.publicKey).toBe('1b2f49096e3e5dbd0fcfa9c0c0cd92d9ab3b21544b34d5dd4a65d98b878b9922');
    expect(account.privateKey).toBe(SECRET_B58);
    expect(account.path).toBeUndefined();
  });

  it('imports the solana-keygen JSON byte array', () => {
    expect(solanaKeys.importPrivateKey(chain, JSON.stringify(SECRET_ARRAY), 'mainnet').address).toBe(ADDRESS);
    expect(solanaKeys.importPrivateKey(chain, ` [${SECRET_ARRAY.join(', ')}] `, 'mainnet').address).toBe(
      ADDRESS,
    );
  });

  it('imports the 32-byte seed as hex or base58', () => {
    expect(solanaKeys.importPrivateKey(chain, SEED_HEX, 'mainnet').address).toBe(ADDRESS);
    expect(solanaKeys.importPrivateKey(chain, `0x${SEED_HEX}`, 'mainnet').address).toBe(ADDRESS);
    // solana-labs/solana web3.js/test/keypair.test.ts: Keypair.fromSeed(32 × 8).
    const seed8 = new Uint8Array(32).fill(8);
    expect(solanaKeys.importPrivateKey(chain, base58.encode(seed8), 'mainnet').address).toBe(
      '2KW2XRd9kwqet15Aha2oK3tYvd3nWbTFH1MBiRAv1BE1',
    );
  });

  it('rejects a 64-byte secret whose public half does not match', () => {
    // solana-labs/solana web3.js/test/keypair.test.ts "creating keypair from invalid secret key throws error".
    const bad = Buffer.from(
      'mdqVWeFekT7pqy5T49+tV12jO0m+ESW7ki4zSU9JiCgbL0kJbj5dvQ/PqcDAzZLZqzshVEs01d1KZdmLh4uZIG==',
      'base64',
    );
    expect(() => solanaKeys.importPrivateKey(chain, base58.encode(bad), 'mainnet')).toThrow(/does not match/);
  });

  it.each([
    ['empty', ''],
    ['wrong length base58', 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi47'],
    ['invalid base58 character', `${SECRET_B58.slice(0, -1)}0`],
    ['hex of the wrong length', SEED_HEX.slice(2)],
    ['array with a byte over 255', '[256,1,2]'],
    ['array of 10 bytes', '[1,2,3,4,5,6,7,8,9,10]'],
    ['broken JSON', '[1,2,'],
    ['a WIF key', 'KwdMAjGmerYanjeui5SHS7JkmpZvVipYvB2LJGU1ZxJwYvP98617'],
  ])('rejects %s with KeyInputError', (_label, key) => {
    expect(() => solanaKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
  });

  it('never echoes the key in the error message', () => {
    const key = `${SECRET_B58.slice(0, -2)}00`;
    try {
      solanaKeys.importPrivateKey(chain, key, 'mainnet');
      expect.unreachable();
    } catch (e) {
      expect((e as Error).message).not.toContain(key.slice(0, 20));
    }
  });

  it('round-trips the exported key of a derived account', () => {
    const seed = seedMaterial('team engine square letter hero song dizzy scrub tornado fabric divert saddle');
    const derived = solanaKeys.deriveAccount(chain, seed, PATH, 'mainnet');
    const imported = solanaKeys.importPrivateKey(chain, derived.privateKey, 'mainnet');
    expect(imported.address).toBe(derived.address);
    expect(imported.privateKey).toBe(derived.privateKey);
  });
});

describe('solana properties', () => {
  it('addresses derived from random seeds validate and normalize to themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (bytes) => {
        const account = solanaKeys.deriveAccount(
          chain,
          { mnemonic: '', passphrase: '', seed: bytes },
          PATH,
          'mainnet',
        );
        const check = solanaKeys.validateAddress(chain, account.address, 'mainnet');
        expect(check).toEqual({ valid: true, normalized: account.address });
        expect(solanaKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('random input never throws anything but KeyInputError', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 80 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 80 }).map((b) => bytesToHex(b)),
      fc.uint8Array({ maxLength: 80 }).map((b) => String.fromCharCode(...b)),
      fc.array(fc.integer({ min: -5, max: 300 }), { maxLength: 70 }).map((a) => JSON.stringify(a)),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        const check = solanaKeys.validateAddress(chain, input, 'mainnet');
        expect(typeof check.valid).toBe('boolean');
        expectOnlyKeyInputError(() => solanaKeys.importPrivateKey(chain, input, 'mainnet'));
      }),
      { numRuns: 100 },
    );
  });
});
