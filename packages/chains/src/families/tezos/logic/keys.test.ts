import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes } from '@noble/hashes/utils.js';
import { base58 } from '@scure/base';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedFromMnemonic } from '../../../keys/mnemonic';
import { KeyInputError } from '../../../keys/types';
import { getChain } from '../../../registry';
import { encodeEdskSeed, tezosKeys } from './keys';

const chain = getChain('tezos');

describe('tezosKeys.deriveAccount', () => {
  it('matches taquito InMemorySigner.fromMnemonic at the default path', () => {
    // ecadlabs/taquito packages/taquito-signer/test/taquito-signer.spec.ts
    // ("Should instantiate tz1 from mnemonic", default path 44'/1729'/0'/0')
    const seed = seedFromMnemonic(
      'prefer wait flock brown volume recycle scrub elder rate pair twenty giant',
    );
    const account = tezosKeys.deriveAccount(chain, seed, "m/44'/1729'/0'/0'", 'mainnet');
    expect(account.address).toBe('tz1e42w8ZaGAbM3gucbBy8iRypdbnqUj7oWY');
    expect(account.path).toBe("m/44'/1729'/0'/0'");
  });

  it('matches Trust Wallet Core DeriveTezos', () => {
    // trustwallet/wallet-core tests/interface/TWHDWalletTests.cpp (DeriveTezos)
    const seed = seedFromMnemonic(
      'ripple scissors kick mammal hire column oak again sun offer wealth tomorrow wagon turn fatal',
      'TREZOR',
    );
    expect(tezosKeys.deriveAccount(chain, seed, chain.path, 'mainnet').publicKey).toBe(
      'c834147f97bcf95bf01f234455646a197f70b25e93089591ffde8122370ad371',
    );
  });

  it('exports the 54-character edsk seed that imports back to the same address', () => {
    const seed = seedFromMnemonic(
      'prefer wait flock brown volume recycle scrub elder rate pair twenty giant',
    );
    const derived = tezosKeys.deriveAccount(chain, seed, chain.path, 'mainnet');
    expect(derived.privateKey).toMatch(/^edsk[1-9A-HJ-NP-Za-km-z]{50}$/);
    expect(tezosKeys.importPrivateKey(chain, derived.privateKey, 'mainnet').address).toBe(derived.address);
  });
});

describe('tezosKeys.importPrivateKey', () => {
  // ecadlabs/taquito packages/taquito-signer/test/taquito-signer.spec.ts ("Tz1 32 bytes", "Tz1 64 bytes")
  it('imports the 54-character edsk seed form', () => {
    const account = tezosKeys.importPrivateKey(
      chain,
      'edsk4TjJWEszkHKono7XMnepVqwi37FrpbVt1KCsifJeAGimxheShG',
      'mainnet',
    );
    expect(account.address).toBe('tz1b9kV41KV9N3sp69ycLdSoZ2Ak8jXwtNPv');
    expect(account.privateKey).toBe('edsk4TjJWEszkHKono7XMnepVqwi37FrpbVt1KCsifJeAGimxheShG');
    expect(account.path).toBeUndefined();
  });

  it('imports the 98-character edsk secret key form and exports the seed form', () => {
    const secret =
      'edskS8rh49SrQHQxMu5sVsyRXX3Kaodfgbk8qqtTFjxSg2tJbLEtbMnimfJzSz7TTZQeP7EMhZoegHbQWa548RcXJP9kn2J8P8';
    const account = tezosKeys.importPrivateKey(chain, secret, 'mainnet');
    expect(account.address).toBe('tz1b9kV41KV9N3sp69ycLdSoZ2Ak8jXwtNPv');
    expect(account.privateKey).toBe('edsk4TjJWEszkHKono7XMnepVqwi37FrpbVt1KCsifJeAGimxheShG');
    expect(
      tezosKeys.importPrivateKey(
        chain,
        'edskS3DtVSbWbPD1yviMGebjYwWJtruMjDcfAZsH9uba22EzKeYhmQkkraFosFETmEMfFNVcDYQ5QbFerj9ozDKroXZ6mb5oxV',
        'mainnet',
      ).address,
    ).toBe('tz1RvhdZ5pcjD19vCCK9PgZpnmErTba3dsBs');
  });

  it.each([
    ['edsk4TjJWEszkHKono7XMnepqwi37FrbVt1KCsifJeAGimxheShG', /edsk followed by 50/], // taquito: unable to decode
    ['edsk4TjJWEszkHKono7XMnepVqwi37FrpbVt1KCsifJeAGimxheShH', /checksum/], // last character changed
    ['spsk2rBDDeUqakQ42nBHDGQTtP3GErb6AahHPwF9bhca3Q5KA5HESE', /ed25519/], // taquito tz2 key
    ['p2sk2obfVMEuPUnadAConLWk7Tf4Dt3n4svSgJwrgpamRqJXvaYcg1', /ed25519/], // taquito tz3 key
    ['p2esk2TFqgNcoT4u99ut5doGTUFNwo9x4nNvkpM6YMLqXrt4SbFdQnqLM3hoAXLMB2uZYazj6LZGvcoYzk16H6Et', /Encrypted/],
    ['2e8905819b8723fe2c1d161860e5ee1830318dbf49a83bd451cfb8440c28bd6f', /edsk/], // raw hex
    ['', /edsk/],
  ])('rejects %s', (key, reason) => {
    expect(() => tezosKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(KeyInputError);
    expect(() => tezosKeys.importPrivateKey(chain, key, 'mainnet')).toThrow(reason);
  });

  it('rejects a 98-character key whose public half does not match', () => {
    // Re-encode the taquito "Tz1 64 bytes" key with the last public-key byte flipped (checksum recomputed).
    const secret =
      'edskS3DtVSbWbPD1yviMGebjYwWJtruMjDcfAZsH9uba22EzKeYhmQkkraFosFETmEMfFNVcDYQ5QbFerj9ozDKroXZ6mb5oxV';
    const raw = base58.decode(secret).slice(0, -4);
    raw[raw.length - 1]! ^= 1;
    const tampered = base58.encode(new Uint8Array([...raw, ...sha256(sha256(raw)).subarray(0, 4)]));
    expect(() => tezosKeys.importPrivateKey(chain, tampered, 'mainnet')).toThrow(/public half/);
  });

  it('derives the Trust Wallet tz1 address for the 0x46… test key', () => {
    // trustwallet/wallet-core tests/common/CoinAddressDerivationTests.cpp (TWCoinTypeTezos, key 0x4646…46)
    const key = encodeEdskSeed(hexToBytes('46'.repeat(32)));
    expect(tezosKeys.importPrivateKey(chain, key, 'mainnet').address).toBe(
      'tz1gcEWswVU6dxfNQWbhTgaZrUrNUFwrsT4z',
    );
  });
});

describe('tezos properties', () => {
  it('addresses derived from random seeds validate and normalize to themselves', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
        const account = tezosKeys.deriveAccount(
          chain,
          { mnemonic: '', passphrase: '', seed: bytes },
          chain.path,
          'mainnet',
        );
        expect(tezosKeys.validateAddress(chain, account.address, 'mainnet')).toEqual({
          valid: true,
          normalized: account.address,
        });
        expect(tezosKeys.importPrivateKey(chain, account.privateKey, 'mainnet').address).toBe(
          account.address,
        );
      }),
      { numRuns: 50 },
    );
  });

  it('never throws anything but KeyInputError on arbitrary input', () => {
    const inputs = fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 80 }).map((b) => base58.encode(b)),
      fc.uint8Array({ maxLength: 80 }).map((b) => `edsk${base58.encode(b)}`),
      fc.uint8Array({ maxLength: 80 }).map((b) => Buffer.from(b).toString('hex')),
      fc.uint8Array({ maxLength: 80 }).map((b) => Buffer.from(b).toString('latin1')),
    );
    fc.assert(
      fc.property(inputs, (input) => {
        expect(() => tezosKeys.validateAddress(chain, input, 'mainnet')).not.toThrow();
        try {
          tezosKeys.importPrivateKey(chain, input, 'mainnet');
        } catch (error) {
          expect(error).toBeInstanceOf(KeyInputError);
        }
      }),
      { numRuns: 100 },
    );
  });
});
