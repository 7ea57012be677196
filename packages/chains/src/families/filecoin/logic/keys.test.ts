import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError, type SeedMaterial } from '../../../keys/types';
import { getChain } from '../../../registry';
import { filecoinKeys } from './keys';
import { expectOnlyKeyInputError } from '../../../keys/expect-key-input';

const filecoin = getChain('filecoin');
// Zondax/filecoin-signing-tools test_vectors/wallet.json (mnemonic, childs, private_key).
const ZONDAX = 'equip will roof matter pink blind book anxiety banner elbow sun young';

/** `lotus wallet export` prints hex(JSON KeyInfo); built here from the published base64 key. */
function lotusExport(type: string, base64Key: string): string {
  return Buffer.from(JSON.stringify({ Type: type, PrivateKey: base64Key })).toString('hex');
}

describe('filecoinKeys.deriveAccount', () => {
  it("matches Trust Wallet at the default path m/44'/461'/0'/0/0", () => {
    // trustwallet/wallet-core swift/Tests/CoinAddressDerivationTests.swift (case .filecoin).
    const seed = seedFromMnemonic(
      'shoot island position soft burden budget tooth cruel issue economy destroy above',
    );
    expect(filecoin.path).toBe("m/44'/461'/0'/0/0");
    const account = filecoinKeys.deriveAccount(filecoin, seed, filecoin.path, 'mainnet');
    expect(account.address).toBe('f1zzykebxldfcakj5wdb5n3n7priul522fnmjzori');
    expect(account.path).toBe(filecoin.path);
  });

  it('matches Zondax filecoin-signing-tools (mainnet and testnet children)', () => {
    const seed = seedFromMnemonic(ZONDAX);
    const at = (path: string, network: 'mainnet' | 'testnet') =>
      filecoinKeys.deriveAccount(filecoin, seed, path, network).address;
    expect(at("m/44'/461'/0/0/0", 'mainnet')).toBe('f1d2xrzcslx7xlbbylc5c3d5lvandqw4iwl6epxba');
    expect(at("m/44'/461'/0/0/1", 'mainnet')).toBe('f1rovwtiuo5ncslpmpjftzu5akswbgsgighjazxoi');
    expect(at("m/44'/1'/0/0/0", 'testnet')).toBe('t137sjdbgunloi7couiy4l5nc7pd6k2jmq32vizpy');
    // Zondax examples/ffi/java/Main.java: the private key at m/44'/461'/0/0/0.
    expect(filecoinKeys.deriveAccount(filecoin, seed, "m/44'/461'/0/0/0", 'mainnet').privateKey).toBe(
      'f15716d3b003b304b8055d9cc62e6b9c869d56cc930c3858d4d7c31f5f53f14a',
    );
  });
});

describe('filecoinKeys.importPrivateKey', () => {
  it.each([
    // wallet-core tests/chains/Filecoin/TWAnySignerTests.cpp (Sign: the key signs as From).
    [
      '1d969865e189957b9824bd34f26d5cbf357fda1a6d844cbf0c9ab1ed93fa7dbe',
      'f1z4a36sc7mfbv4z3qwutblp2flycdui3baffytbq',
    ],
    // wallet-core tests/common/CoinAddressDerivationTests.cpp (key 0x46..46).
    [
      '4646464646464646464646464646464646464646464646464646464646464646',
      'f1qsx7qwiojh5duxbxhbqgnlyx5hmpcf7mcz5oxsy',
    ],
    // Zondax test_vectors/wallet.json private_key (base64), in the Lotus export form and bare.
    [
      lotusExport('secp256k1', '8VcW07ADswS4BV2cxi5rnIadVsyTDDhY1NfDH19T8Uo='),
      'f1d2xrzcslx7xlbbylc5c3d5lvandqw4iwl6epxba',
    ],
    ['8VcW07ADswS4BV2cxi5rnIadVsyTDDhY1NfDH19T8Uo=', 'f1d2xrzcslx7xlbbylc5c3d5lvandqw4iwl6epxba'],
    [
      '{"Type":"secp256k1","PrivateKey":"8VcW07ADswS4BV2cxi5rnIadVsyTDDhY1NfDH19T8Uo="}',
      'f1d2xrzcslx7xlbbylc5c3d5lvandqw4iwl6epxba',
    ],
  ])('%s', (key, address) => {
    const account = filecoinKeys.importPrivateKey(filecoin, key, 'mainnet');
    expect(account.address).toBe(address);
    expect(account.privateKey).toMatch(/^[0-9a-f]{64}$/);
    expect(account.path).toBeUndefined();
    expect(filecoinKeys.importPrivateKey(filecoin, account.privateKey, 'mainnet').address).toBe(address);
    expect(filecoinKeys.importPrivateKey(filecoin, key, 'testnet').address).toBe(`t${address.slice(1)}`);
  });

  it.each([
    ['', /empty/],
    ['1d969865e189957b9824bd34f26d5cbf357fda1a6d844cbf0c9ab1ed93fa7d', /64 hexadecimal/],
    ['f1z4a36sc7mfbv4z3qwutblp2flycdui3baffytbq', /64 hexadecimal/],
    // Zondax test_vectors/wallet.json bls_private_key, exported the Lotus way.
    [lotusExport('bls', 'P2pSgkvsZSgi0LOczuHmSXT1+l/hvSs3fVBb4y8OgVo='), /"bls" keys are not supported/],
    [lotusExport('secp256k1', 'not base64!'), /not valid base64/],
    [lotusExport('secp256k1', 'AAAA'), /holds 32 bytes; this one holds 3/],
    ['7b2254797065223a22736563703235366b31227d7b7b7b7b7b7b7b7b7b7b7b7b7b7b7b7b7b7b7b', /not valid JSON/],
    ['{"Type":"secp256k1"}', /fields Type and PrivateKey/],
    ['0000000000000000000000000000000000000000000000000000000000000000', /not a valid secp256k1/],
  ])('rejects %j', (key, reason) => {
    expect(() => filecoinKeys.importPrivateKey(filecoin, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => filecoinKeys.importPrivateKey(filecoin, key, 'mainnet')).toThrow(reason);
  });
});

describe('filecoinKeys properties', () => {
  const fakeSeed = (seed: Uint8Array): SeedMaterial => ({ mnemonic: '', passphrase: '', seed });

  it('derived addresses validate on their network, normalized = address, and the key round-trips', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 64, maxLength: 64 }),
        fc.constantFrom('mainnet', 'testnet', 'devnet'),
        (seed, network) => {
          const path = filecoin.networks[network === 'mainnet' ? 'mainnet' : 'testnet'].path;
          const account = filecoinKeys.deriveAccount(filecoin, fakeSeed(seed), path, network);
          expect(filecoinKeys.validateAddress(filecoin, account.address, network)).toEqual({
            valid: true,
            normalized: account.address,
          });
          expect(filecoinKeys.importPrivateKey(filecoin, account.privateKey, network).address).toBe(
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
      fc.string().map((s) => `{${s}`),
      fc.string().map((s) => Buffer.from(`{"Type":"secp256k1","PrivateKey":${s}}`).toString('hex')),
      fc.uint8Array({ maxLength: 60 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('base64')),
      fc.uint8Array({ maxLength: 40 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 40 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (s) => {
        expect(typeof filecoinKeys.validateAddress(filecoin, s, 'mainnet').valid).toBe('boolean');
        expectOnlyKeyInputError(() => filecoinKeys.importPrivateKey(filecoin, s, 'mainnet'));
      }),
      { numRuns: 150 },
    );
  });
});
